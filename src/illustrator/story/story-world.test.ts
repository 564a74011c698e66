import { describe, expect, it } from "vitest";
import { parsePersonArtworkId } from "../people/person-artwork-id";
import { createStoryCast } from "../cast";
import type { Scene } from "../scene/scene";
import { composeStoryPage } from "./compose-story-page";
import { withNamesUsedAsPeople } from "./names-used-as-people";
import { peopleReferredAfter, withPersonReferred } from "./story-references";

/** Each page of a story told as the storyteller does, with its cast. */
function tell(pages: string[]) {
  const cast = createStoryCast("", pages);
  let soFar = {};
  const scenes = pages.map((text, index) => {
    const page = composeStoryPage(cast, text, index, soFar);
    soFar = page.after;
    return page.scene;
  });
  return { cast, scenes };
}

const drawnAs = (scene: Scene | undefined, characterId: string | undefined) =>
  scene?.layers
    .filter((item) => item.characterId === characterId && item.role !== "accessory")
    .map((item) => parsePersonArtworkId(item.artwork)?.look.build ?? item.label) ?? [];

describe("a hero known by a name alone", () => {
  it("reads a capitalised name used as a person as a child, a girl or a boy by the name", () => {
    expect(
      withNamesUsedAsPeople(
        [],
        [
          "In autumn Rosie rakes the leaves.",
          "Leo goes to the beach with dad.",
          "Zuri and the cat played.",
          "Soon there are orange leaves everywhere.",
          "Today Everyone sings. Dad smiles.",
        ],
      ),
    ).toEqual([
      { name: "Rosie", kind: "girl" },
      { name: "Leo", kind: "boy" },
      { name: "Zuri", kind: "child" },
    ]);
  });

  it("reads a name it does not know as a girl or a boy by the she or he said after it", () => {
    const names = withNamesUsedAsPeople([], ["Kiko went to the zoo with her mommy."]);
    expect(names).toEqual([{ name: "Kiko", kind: "girl" }]);
    expect(withNamesUsedAsPeople([], ["Tali ran.", "He laughed."])).toEqual([
      { name: "Tali", kind: "boy" },
    ]);
  });

  it("keeps two girls apart, each drawn as a girl", () => {
    const names = withNamesUsedAsPeople([], ["Emma and Ava play with Sam."]);
    expect(names).toEqual([
      { name: "Emma", kind: "girl" },
      { name: "Ava", kind: "sister" },
      { name: "Sam", kind: "boy" },
    ]);
  });

  it("draws the named hero on every page, with the one she went with", () => {
    const { cast, scenes } = tell([
      "Mia has a red kite.",
      "She goes to the park with her dad.",
      "At sunset they walk home together.",
    ]);
    const mia = cast.members.find((member) => member.properName === "Mia");
    expect(mia?.name).toBe("girl");
    for (const scene of scenes) expect(drawnAs(scene, mia?.characterId)).toEqual(["girl"]);
    const dad = cast.members.find((member) => member.name === "daddy");
    expect(drawnAs(scenes[2], dad?.characterId)).toHaveLength(1);
  });

  it("draws the hero beside her puppy when the puppy has the sentence", () => {
    const { cast, scenes } = tell([
      "In autumn Rosie rakes the leaves in the garden.",
      "Her puppy jumps into the pile.",
      "Rosie laughs and jumps in too.",
    ]);
    const rosie = cast.members.find((member) => member.properName === "Rosie");
    const puppy = cast.members.find((member) => member.name === "puppy");
    for (const scene of scenes.slice(1)) {
      expect(drawnAs(scene, rosie?.characterId)).toEqual(["girl"]);
      expect(drawnAs(scene, puppy?.characterId)).toHaveLength(1);
    }
  });
});

describe("a story's place and time that hold", () => {
  const labels = (scene: Scene | undefined) => scene?.layers.map((item) => item.label) ?? [];

  it("makes bedtime night at home, with the moon in the room's window", () => {
    const { scenes } = tell([
      "Ben played in the garden.",
      "Ben puts on his blue pyjamas.",
      "She brushes her teeth.",
      "Ben looks at the moon out of the window.",
    ]);
    for (const scene of scenes.slice(1)) {
      expect(scene.background).toMatchObject({ place: "home", time: "night" });
      if (labels(scene).includes("window")) expect(labels(scene)).toContain("moon");
      expect(scene.layers.some((item) => /shirt|paintbrush/.test(item.artwork))).toBe(false);
    }
    expect(scenes[3]?.layers.filter((item) => /window|moon/.test(item.label))).toHaveLength(2);
    const stars = tell(["It is bedtime for Lily.", "Lily looks at the stars from her window."]);
    expect(stars.scenes[1]?.background).toMatchObject({ place: "home", time: "night" });
  });

  it("keeps the place when a sentence names only part of it", () => {
    const snow = tell(["Ava sees snow everywhere.", "She puts on her red hat and goes outside."]);
    expect(snow.scenes[1]?.background.place).toBe("snow");
    expect(labels(snow.scenes[1])).not.toContain("armchair");
    const beach = tell(["Leo goes to the beach with dad.", "Then they splash in the waves."]);
    expect(beach.scenes[1]?.background.place).toBe("beach");
    const park = tell(["Mia went to the park.", "The wind pulls her kite up to the clouds."]);
    expect(park.scenes[1]?.background.place).toBe("park");
    const pond = tell(["Sam went to the lake.", "Sam waves at a duck on the water."]);
    expect(pond.scenes[1]?.background.place).toBe("pond");
  });

  it("puts planting in the garden and baking at home when no place is said", () => {
    expect(tell(["Maya plants seeds with her mommy."]).scenes[0]?.background.place).toBe("garden");
    expect(tell(["Leo and mommy bake a pink cake."]).scenes[0]?.background.place).toBe("home");
  });

  it("puts candles blown out on a cake", () => {
    const page = tell(["Oscar blows out the candles."]).scenes[0];
    expect(page?.layers.some((item) => item.artwork.includes("cake"))).toBe(true);
  });
});

describe("faces on a story page", () => {
  /** Faces a later drawing (not worn, not the same character) lies over whole. */
  const hiddenFaces = (scene: Scene | undefined) =>
    (scene?.layers ?? []).filter((item, at, layers) => {
      const face = item.face;
      if (!face) return false;
      return layers.slice(at + 1).some((front) => {
        if (front.role === "accessory" || front.role === "decoration") return false;
        if (front.characterId !== undefined && front.characterId === item.characterId) {
          return false;
        }
        const { x, y, width, height } = front.box;
        return face.x > x && face.x < x + width && face.y > y && face.y < y + height;
      });
    });

  it("draws a bed, a bath or a leaping fish behind a face, never over it", () => {
    const bed = tell(["It is bedtime for Lily.", "Daddy tucks her into bed."]);
    expect(hiddenFaces(bed.scenes[1]).map((item) => item.label)).toEqual([]);
    const bath = tell(["Leo is a boy.", "Leo took a bath with his yellow duck."]);
    expect(hiddenFaces(bath.scenes[1]).map((item) => item.label)).toEqual([]);
  });
});

describe("what a story leaves in its place", () => {
  const drawn = (scene: Scene | undefined, word: string) =>
    scene?.layers.filter((item) => item.role !== "prop" && item.label.includes(word)) ?? [];

  it("keeps a pile of leaves a pile while the story stays, and autumn leaves on the ground", () => {
    const { scenes } = tell([
      "In autumn Rosie rakes the leaves in the garden.",
      "She makes a big pile of orange leaves.",
      "Her puppy jumps into the pile.",
      "Rosie laughs and jumps in too.",
      "Then they go inside for hot cocoa.",
    ]);
    for (const scene of scenes.slice(1, 4)) expect(drawn(scene, "leaf").length).toBeGreaterThan(2);
    expect(drawn(scenes[0], "leaf").length).toBeGreaterThan(0);
    expect(drawn(scenes[4], "leaf")).toEqual([]);
  });

  it("keeps the boat on the lake with its colour, and the lake's water is no drop", () => {
    const { scenes } = tell([
      "Finn has a red boat.",
      "He takes his boat to the lake.",
      "Finn sits in the boat and rows.",
      "They float on the water until sunset.",
      "Then they went home.",
    ]);
    expect(drawn(scenes[3], "boat").map((item) => item.tint)).toEqual(["#ef4444"]);
    expect(scenes[3]?.layers.some((item) => item.artwork === "droplet")).toBe(false);
    expect(drawn(scenes[4], "boat")).toEqual([]);
  });

  it("reads she and he as the girl or the boy the story named last", () => {
    const names = [
      { name: "Ava", kind: "girl" },
      { name: "Sam", kind: "boy" },
    ];
    const referred = peopleReferredAfter("Ava and Sam woke up early.", names, {});
    expect(referred).toEqual({ she: "girl", he: "boy" });
    expect(withPersonReferred("She built a snowman. Then he ran.", referred)).toBe(
      "the girl built a snowman. Then the boy ran.",
    );
    expect(withPersonReferred("She built a snowman.", {})).toBe("She built a snowman.");
  });

  it("draws no wristwatch for watching the waves", () => {
    const page = tell(["Sofia went to the beach.", "At sunset they watch the waves."]).scenes[1];
    expect(page?.layers.some((item) => item.artwork.includes("watch"))).toBe(false);
    expect(page?.background).toMatchObject({ place: "beach", time: "sunset" });
  });
});

describe("who is in the boat", () => {
  it("seats the story's first person in the boat on every page the boat is on the lake", () => {
    const { cast, scenes } = tell([
      "Sam goes fishing with grandpa on the lake.",
      "They sit in a little green boat.",
      "Sam waves at a duck on the water.",
      "At sunset they row back to the shore.",
    ]);
    const sam = cast.members.find((member) => member.properName === "Sam");
    for (const scene of scenes.slice(1)) {
      const seated = scene.layers.find((item) => item.characterId === sam?.characterId);
      expect(parsePersonArtworkId(seated?.artwork ?? "")?.pose).toBe("sit");
      expect(scene.layers.filter((item) => item.label.includes("boat"))).toHaveLength(1);
    }
  });
});

describe("small words that change a page", () => {
  it("reads 'her little brother Jack' as one boy, not Jack and a brother", () => {
    const { cast } = tell(["Grace and her little brother Jack play in the living room."]);
    expect(cast.members.map((member) => [member.name, member.properName])).toEqual([
      ["girl", "Grace"],
      ["brother", "Jack"],
    ]);
  });

  it("keeps a nap in the sun in the day, and one who cannot sleep awake at night", () => {
    const nap = tell(["Whiskers is our fluffy grey cat.", "Whiskers likes to sleep in the sun."]);
    expect(nap.scenes[1]?.background.time).toBe("day");
    const awake = tell(["Ruby cannot sleep tonight."]).scenes[0];
    expect(awake?.background).toMatchObject({ place: "home", time: "night" });
    const ruby = awake?.layers.find((item) => item.characterId !== undefined);
    expect(parsePersonArtworkId(ruby?.artwork ?? "")?.pose).not.toBe("sleep");
  });
});

describe("who comes home", () => {
  it("leaves the zoo's giraffe at the zoo when the story goes home, and keeps a pet", () => {
    const zoo = tell([
      "Kiko went to the zoo with her mommy.",
      "They saw a tall giraffe.",
      "They went home on the bus.",
    ]);
    const labels = zoo.scenes[2]?.layers.map((item) => item.label) ?? [];
    expect(zoo.scenes[2]?.background.place).toBe("home");
    expect(labels).not.toContain("giraffe");
    expect(labels).toContain("mommy");
    const pet = tell(["Ben has a cat.", "Ben and his cat went home."]).scenes[1];
    expect(pet?.layers.some((item) => item.label.includes("cat"))).toBe(true);
  });
});
