import { describe, expect, it } from "vitest";
import { createStoryCast } from "./cast";
import { composeStoryPage } from "./story/compose-story-page";

const names = (title: string, pages: string[]) =>
  createStoryCast(title, pages).members.map((member) => member.name);

describe("createStoryCast", () => {
  it("keeps the story's characters once each, with the colour said anywhere", () => {
    const cast = createStoryCast("The Dragon's Picnic", [
      "A dragon lived in a castle.",
      "The purple dragon met a little girl with a red balloon.",
      "The girl and the dragon ate cake.",
    ]);
    expect(cast.members.map((member) => member.name)).toEqual(["purple dragon", "girl"]);
    expect(cast.members.map((member) => member.characterId)).toEqual([
      "character-1",
      "character-2",
    ]);
  });

  it("leaves out body parts, verbs and adverbs", () => {
    expect(
      names("The Unicorn", [
        "The unicorn had a sore leg.",
        "A duck came to help her.",
        "They played together and waved their hands.",
        "They pulled the string and flew back home again.",
        "They saw a shooting star.",
      ]),
    ).toEqual(["unicorn", "duck"]);
  });

  it("always has the title's hero, even a thing, and not what the title says it owns", () => {
    expect(names("The Red Rocket", ["It zoomed to the moon.", "A bird waved at it."])).toEqual([
      "red rocket",
      "bird",
    ]);
    expect(names("The Squirrel's Tree", ["A squirrel lived in an old oak tree."])).toEqual([
      "squirrel",
    ]);
  });

  it("takes the one a title's thing is for as its hero, not the thing", () => {
    expect(
      names("A Cake for Coco", [
        "Coco the monkey lived in the jungle.",
        "A parrot brought a cake.",
      ]),
    ).toEqual(["monkey", "parrot"]);
    expect(names("A Present for Grandpa", ["Grandpa opened the present."])).toEqual(["grandpa"]);
  });

  it("takes a thing the story names, or that sentences are about, as a character", () => {
    expect(names("Bedtime", ["My teddy bear was called Bobo.", "Bobo went to sleep."])).toEqual([
      "teddy bear",
    ]);
    expect(
      names("Bedtime", ["The little train went up a hill.", "The train went to the farm."]),
    ).toEqual(["train"]);
    expect(names("A Walk", ["A girl found a ball.", "She kicked the ball."])).toEqual(["girl"]);
  });

  it("brings each character in on the page where the story does", () => {
    const cast = createStoryCast("The Garden", [
      "A cat sat in the garden.",
      "The cat was happy.",
      "Then a duck came by.",
    ]);
    expect(cast.members.map((member) => [member.name, member.firstPage])).toEqual([
      ["cat", 0],
      ["duck", 2],
    ]);
    const first = composeStoryPage(cast, "A cat sat in the garden.", 0, {}).scene;
    expect(first.layers.some((item) => item.label === "duck")).toBe(false);
  });

  it("makes the child the one who says I or me, otherwise the first person, never an animal", () => {
    const child = (title: string, pages: string[]) => {
      const cast = createStoryCast(title, pages);
      return cast.members.find((member) => member.characterId === cast.childId)?.name;
    };
    expect(child("Beach", ["My grandma and I went to the beach.", "A dog ran by."])).toBe("me");
    expect(child("Beach", ["A dog met a girl.", "The girl met a boy."])).toBe("girl");
    expect(child("Beach", ["A dog and a cat played."])).toBe("dog");
  });
});

describe("composeStoryPage", () => {
  const cast = createStoryCast("The Owl", ["One night an owl flew in the forest.", "It slept."]);

  it("carries the place and the time of day on until a sentence names new ones", () => {
    const first = composeStoryPage(cast, "One night an owl flew in the forest.", 0, {});
    const second = composeStoryPage(cast, "The owl slept in the moonlight.", 1, first.after);
    expect(second.scene.background).toMatchObject({ place: "forest", time: "night" });
    const third = composeStoryPage(cast, "In the morning it flew to the beach.", 2, second.after);
    expect(third.scene.background).toMatchObject({ place: "beach", time: "day" });
  });

  it("draws a character once, as itself, whatever the sentence names", () => {
    const page = composeStoryPage(cast, "The owl saw another owl with its eyes.", 1, {}).scene;
    expect(page.layers.filter((item) => item.characterId === "character-1")).toHaveLength(1);
    expect(page.layers.some((item) => /eye|saw/.test(item.artwork))).toBe(false);
  });

  it("reads a story's home, night sky and rain as a place, a time and weather", () => {
    const home = composeStoryPage(cast, "Then the owl flew back home.", 1, {}).scene;
    expect(home.background.place).toBe("home");
    const moon = composeStoryPage(cast, "The owl sat under the moon.", 1, {}).scene;
    expect(moon.background).toMatchObject({ time: "night" });
    expect(moon.background.place).not.toBe("moon");
    const rain = composeStoryPage(cast, "It rained on the owl.", 1, {}).scene;
    expect(rain.layers.some((item) => item.artwork.includes("rain"))).toBe(true);
  });
});

describe("a story's world", () => {
  const ella = [
    "Ella is a little girl with a blue toy boat.",
    "She went to the lake with grandpa.",
    "They put the boat on the water.",
    "A swan pushed the boat back to Ella.",
    "They went home when the sun went down.",
  ];
  const tell = (pages: string[]) => {
    const cast = createStoryCast("", pages);
    let soFar = {};
    return pages.map((text, index) => {
      const page = composeStoryPage(cast, text, index, soFar);
      soFar = page.after;
      return page.scene;
    });
  };

  it("makes a named hero a character, with the name the story gave it", () => {
    const cast = createStoryCast("", ella);
    expect(cast.members[0]).toMatchObject({ name: "girl", properName: "Ella", firstPage: 0 });
    const pip = createStoryCast("", ["Pip the puppy had a red ball.", "Pip ran to the park."]);
    expect(pip.members.map((member) => member.properName)).toEqual(["Pip"]);
    const sam = createStoryCast("", ["My friend Sam is a little boy.", "Sam ate an apple."]);
    expect(sam.members.map((member) => [member.name, member.properName])).toEqual([["boy", "Sam"]]);
  });

  it("keeps a thing's colour on every page that names it", () => {
    const scenes = tell(ella);
    for (const scene of [scenes[2], scenes[3]]) {
      const boat = scene?.layers.find((item) => item.label.includes("boat"));
      expect(boat?.tint).toBe("#3b82f6");
    }
  });

  it("floats what is put on the water on the place's water, not on a drop of water", () => {
    const page = tell(ella)[2];
    expect(page?.background.place).toBe("pond");
    expect(page?.layers.some((item) => item.artwork === "droplet")).toBe(false);
    expect(page?.background.waterline).toBeDefined();
  });

  it("leaves a water animal at the water when the others go home", () => {
    const home = tell(ella)[4];
    expect(home?.layers.some((item) => item.label === "swan")).toBe(false);
    expect(home?.background.waterline).toBeUndefined();
  });

  it("turns the sky to sunset when the sun goes down, and keeps it", () => {
    const scenes = tell([...ella, "They had dinner together."]);
    expect(scenes[4]?.background.time).toBe("sunset");
    expect(scenes[5]?.background.time).toBe("sunset");
    expect(scenes[4]?.layers.some((item) => item.label === "sun")).toBe(false);
    const outdoors = tell(["Pip the puppy had a red ball.", "Pip played until the sun went down."]);
    expect(outdoors[1]?.background.time).toBe("sunset");
    expect(outdoors[1]?.layers.some((item) => item.label === "sun")).toBe(false);
    const inside = tell(["Leo played in the garden.", "When the sun went down they went inside."]);
    expect(inside[1]?.background).toMatchObject({ place: "home", time: "sunset" });
  });

  it("draws what it refers to: the thing the story spoke of last", () => {
    const scenes = tell([
      "Pip the puppy had a red ball.",
      "Pip took the ball to the park.",
      "Then Pip took it home.",
    ]);
    const ball = scenes[2]?.layers.find((item) => item.label.includes("ball"));
    expect(ball?.tint).toBe("#ef4444");
    expect(scenes[2]?.background.place).toBe("home");
  });

  it("draws no unknown children for a puppy's friends", () => {
    const scenes = tell([
      "Pip the puppy had a red ball.",
      "Pip and his friends played in the park.",
    ]);
    const people = scenes[1]?.layers.filter((item) => item.artwork.startsWith("kit-person"));
    expect(people).toEqual([]);
  });

  it("has a party in the place the story says, with the party things in it", () => {
    const scenes = tell(["Mia is a girl.", "Mia had a birthday in the jungle."]);
    expect(scenes[1]?.background.place).toBe("jungle");
    expect(scenes[1]?.layers.some((item) => /cake|balloon/.test(item.artwork))).toBe(true);
    const kept = tell(["Coco the monkey lived in the jungle.", "It was Coco's birthday today."]);
    expect(kept[1]?.background.place).toBe("jungle");
  });

  it("puts one who lives in a cave at its mouth, not on top of it", () => {
    const page = tell(["A brown bear named Bruno lived in a cave."])[0];
    const bear = page?.layers.find((item) => item.characterId !== undefined);
    const cave = page?.layers.find((item) => item.label === "cave");
    expect(bear && cave).toBeTruthy();
    if (!bear || !cave) return;
    expect(bear.box.y + bear.box.height / 2).toBeGreaterThan(cave.box.y + cave.box.height * 0.25);
  });
});
