/**
 * Who each person is drawn as and how they stand, checked on the drawn scene: the kit people in
 * its layers, the look and pose their artwork spells, and where their anchors are.
 */
import { describe, expect, it } from "vitest";
import { drawPerson } from "../people/draw-person";
import { parsePersonArtworkId, type PosedPerson } from "../people/person-artwork-id";
import { composeScene } from "./compose-scene";
import { faceAnchorsOf } from "./face-anchors";
import { personPointsOf } from "./kit-anchors";
import type { PlacedItem } from "./scene";

interface DrawnPerson extends PosedPerson {
  item: PlacedItem;
}

/** Every person the kit draws in the picture, with the look and pose their artwork spells. */
function drawnPeople(description: string): DrawnPerson[] {
  return composeScene(description).layers.flatMap((item) => {
    const posed = parsePersonArtworkId(item.artwork);
    return posed ? [{ ...posed, item }] : [];
  });
}

describe("a person said to be a role", () => {
  it.each([
    ["my auntie is a nurse and she has a thermometer", "adult", "nurse"],
    ["my sister is a ballerina spinning", "child", "ballerina"],
    ["daddy is a pirate", "adult", "pirate"],
    ["grandpa the farmer", "elder", "farmer"],
    ["mommy the doctor in the garden", "adult", "doctor"],
    ["my brother is a firefighter", "child", "firefighter"],
  ] as const)("%s: one person, of their own age, in that outfit", (description, age, outfit) => {
    const people = drawnPeople(description);
    expect(people.map(({ look }) => [look.age, look.outfit])).toEqual([[age, outfit]]);
  });

  it("keeps a role that is someone else: a girl and the doctor are two people", () => {
    const outfits = drawnPeople("a girl and the doctor").map(({ look }) => look.outfit);
    expect(outfits).toHaveLength(2);
    expect(outfits).toContain("doctor");
  });

  it("keeps a role said on its own: there is a pirate", () => {
    const outfits = drawnPeople("there is a pirate").map(({ look }) => look.outfit);
    expect(outfits).toEqual(["pirate"]);
  });
});

describe("the fantasy people are kit people, whole and in their own clothes", () => {
  it.each([
    ["a wizard", "wizard"],
    ["a witch", "witch"],
    ["an elf", "elf"],
    ["santa with a sack", "santa"],
    ["a fairy with a wand", "fairy"],
    ["a knight and a dragon", "knight"],
    ["a mermaid", "mermaid"],
    ["a mermaid in the sea", "mermaid"],
  ] as const)("%s: a kit person in the %s outfit", (description, outfit) => {
    const outfits = drawnPeople(description).map(({ look }) => look.outfit);
    expect(outfits).toEqual([outfit]);
  });

  it.each(["a wizard", "santa with a sack"])("%s: has a beard", (description) => {
    expect(drawnPeople(description)[0]?.look.facialHair).toBe("beard");
  });

  it("my sister is a fairy: one child, in the fairy outfit", () => {
    const people = drawnPeople("my sister is a fairy");
    expect(people.map(({ look }) => [look.age, look.outfit])).toEqual([["child", "fairy"]]);
  });

  it("a mermaid has a fish tail, not legs and shoes", () => {
    const [mermaid] = drawnPeople("a mermaid");
    const svg = drawPerson(mermaid!.look, mermaid!.pose).svg;
    expect(svg).toContain("-tail");
    expect(svg).toContain("-fin");
  });

  it.each([
    ["a fairy girl", "person"],
    ["me as a knight", "person"],
    ["a mermaid", "person"],
    ["a wizard", "other-person"],
    ["santa", "other-person"],
    ["a witch", "other-person"],
  ] as const)("%s: the face photo goes on a fantasy child, never a grown-up (%s)", (d, kind) => {
    expect(faceAnchorsOf(composeScene(d)).map((face) => face.kind)).toEqual([kind]);
  });

  it("me as a knight: a child in the knight outfit", () => {
    const people = drawnPeople("me as a knight");
    expect(people.map(({ look }) => [look.age, look.outfit])).toEqual([["child", "knight"]]);
  });
});

describe("a gardener watering or digging, the tool in the hand", () => {
  it.each([
    ["a girl watering the flowers", "water", "own-watering-can"],
    ["grandpa watering the plants", "water", "own-watering-can"],
    ["daddy digging in the garden", "dig", "own-spade"],
    ["grandma planting flowers", "dig", "own-spade"],
  ] as const)("%s: the %s pose, %s at the front hand", (description, pose, tool) => {
    const scene = composeScene(description);
    const gardener = scene.layers.find((item) => parsePersonArtworkId(item.artwork));
    const held = scene.layers.find((item) => item.artwork === tool);
    expect(gardener && held).toBeTruthy();
    expect(parsePersonArtworkId(gardener!.artwork)?.pose).toBe(pose);
    const hand = personPointsOf(gardener!, scene.size)!.frontHand;
    const box = held!.box;
    const slack = box.width * 0.15;
    expect(hand.x).toBeGreaterThanOrEqual(box.x - slack);
    expect(hand.x).toBeLessThanOrEqual(box.x + box.width + slack);
    expect(hand.y).toBeGreaterThanOrEqual(box.y - slack);
    expect(hand.y).toBeLessThanOrEqual(box.y + box.height + slack);
  });

  it("the flowers watered are still drawn", () => {
    const scene = composeScene("a girl watering the flowers");
    expect(scene.layers.some((item) => /tulip|flower|blossom|rose/.test(item.artwork))).toBe(true);
  });
});

describe("a child writing or drawing, a pencil in hand over the paper", () => {
  it.each([
    ["a girl writing a letter", "envelope"],
    ["a boy drawing a picture", "framed-picture"],
    ["me writing", "notebook"],
  ] as const)("%s: the write pose, the front hand over the %s", (description, paper) => {
    const scene = composeScene(description);
    const writer = scene.layers.find((item) => parsePersonArtworkId(item.artwork));
    const written = scene.layers.find((item) => item.artwork === paper);
    expect(writer && written).toBeTruthy();
    expect(parsePersonArtworkId(writer!.artwork)?.pose).toBe("write");
    const hand = personPointsOf(writer!, scene.size)!.frontHand;
    const box = written!.box;
    expect(hand.x).toBeGreaterThanOrEqual(box.x);
    expect(hand.x).toBeLessThanOrEqual(box.x + box.width);
    expect(hand.y).toBeGreaterThanOrEqual(box.y - box.height * 0.3);
    expect(hand.y).toBeLessThanOrEqual(box.y + box.height);
  });

  it("the pencil is drawn in the writer's hand", () => {
    const look = parsePersonArtworkId(
      composeScene("a girl writing a letter").layers.find((item) =>
        parsePersonArtworkId(item.artwork),
      )!.artwork,
    )!.look;
    expect(drawPerson(look, "write").svg).toContain("pencil");
    expect(drawPerson(look, "read").svg).not.toContain("pencil");
  });
});

describe("a cook stirring a pot, both hands at it in front", () => {
  it.each(["mommy stirring the soup", "a chef stirring a big pot", "grandma stirring"])(
    "%s: the stir pose, the pot under the front hand",
    (description) => {
      const scene = composeScene(description);
      const cook = scene.layers.find((item) => parsePersonArtworkId(item.artwork));
      const pot = scene.layers.find((item) => item.role === "target");
      expect(cook && pot).toBeTruthy();
      expect(parsePersonArtworkId(cook!.artwork)?.pose).toBe("stir");
      const hand = personPointsOf(cook!, scene.size)!.frontHand;
      const box = pot!.box;
      expect(hand.x).toBeGreaterThanOrEqual(box.x);
      expect(hand.x).toBeLessThanOrEqual(box.x + box.width);
      expect(hand.y).toBeGreaterThanOrEqual(box.y - box.height * 0.3);
      expect(hand.y).toBeLessThanOrEqual(box.y + box.height * 0.6);
    },
  );
});

describe("a firefighter spraying a hose, well away from the fire", () => {
  it.each([
    "a firefighter spraying a hose at the fire",
    "a fireman putting out a fire with a hose",
  ])(
    "%s: the spray pose, the water ahead of the hands towards the fire, nobody in the flames",
    (description) => {
      const scene = composeScene(description);
      const firefighter = scene.layers.find((item) => parsePersonArtworkId(item.artwork));
      const fire = scene.layers.find((item) => item.artwork === "fire");
      const water = scene.layers.find((item) => item.artwork === "droplet");
      expect(firefighter && fire && water).toBeTruthy();
      expect(parsePersonArtworkId(firefighter!.artwork)?.pose).toBe("spray");
      const person = firefighter!.box;
      const flames = fire!.box;
      const apart = person.x + person.width <= flames.x || flames.x + flames.width <= person.x;
      expect(apart).toBe(true);
      const hand = personPointsOf(firefighter!, scene.size)!.frontHand;
      const spray = water!.box.x + water!.box.width / 2;
      const towards = flames.x + flames.width / 2;
      expect(Math.abs(spray - towards)).toBeLessThan(Math.abs(hand.x - towards));
    },
  );
});

describe("a person pushing a pram, a buggy, a swing or a cart", () => {
  it.each([
    "mommy pushing the pram",
    "grandma pushing a wheelbarrow",
    "daddy pushing the buggy in the park",
  ])("%s: stands behind it, hands on it, not inside it", (description) => {
    const scene = composeScene(description);
    const pusher = scene.layers.find((item) => parsePersonArtworkId(item.artwork));
    const pushed = scene.layers.find((item) => item.role === "target");
    expect(pusher && pushed).toBeTruthy();
    expect(parsePersonArtworkId(pusher!.artwork)?.pose).toBe("push");
    const points = personPointsOf(pusher!, scene.size)!;
    const box = pushed!.box;
    // The hand on the handle: on the pushed thing's drawing, in its top half.
    expect(points.frontHand.x).toBeGreaterThanOrEqual(box.x - scene.size * 0.02);
    expect(points.frontHand.x).toBeLessThanOrEqual(box.x + box.width + scene.size * 0.02);
    expect(points.frontHand.y).toBeLessThan(box.y + box.height * 0.6);
    // Standing on the same ground, beside it rather than in it.
    expect(Math.abs(points.feet.y - (box.y + box.height))).toBeLessThan(scene.size * 0.04);
    const middle = pusher!.box.x + pusher!.box.width / 2;
    expect(middle < box.x + box.width * 0.15 || middle > box.x + box.width * 0.85).toBe(true);
  });
});

describe("asleep in a chair, flying, floating", () => {
  it.each([
    ["grandpa sleeping in a chair", "chair"],
    ["daddy asleep on the bench", "bench"],
  ])("%s: sits asleep on it, not lying in mid-air", (description, seatLabel) => {
    const scene = composeScene(description);
    const sleeper = scene.layers.find((item) => parsePersonArtworkId(item.artwork))!;
    const seat = scene.layers.find((item) => item.label === seatLabel)!;
    expect(parsePersonArtworkId(sleeper.artwork)?.pose).toBe("doze");
    const bottom = personPointsOf(sleeper, scene.size)!.seat;
    expect(bottom.x).toBeGreaterThan(seat.box.x);
    expect(bottom.x).toBeLessThan(seat.box.x + seat.box.width);
    expect(bottom.y).toBeGreaterThan(seat.box.y);
    expect(bottom.y).toBeLessThan(seat.box.y + seat.box.height * 0.75);
    expect(sleeper.box.height).toBeGreaterThan(sleeper.box.width);
  });

  it("a superhero flies flat out, arms forward, on no wings", () => {
    const scene = composeScene("a superhero flying in the sky");
    const hero = scene.layers.find((item) => parsePersonArtworkId(item.artwork))!;
    expect(parsePersonArtworkId(hero.artwork)?.pose).toBe("fly");
    expect(hero.box.width).toBeGreaterThan(hero.box.height);
    expect(scene.layers.some((item) => item.artwork === "wing")).toBe(false);
  });

  it.each(["an astronaut floating in space", "an astronaut in space"])(
    "%s: floats, on no wings and no cloud",
    (description) => {
      const scene = composeScene(description);
      const astronaut = scene.layers.find((item) => parsePersonArtworkId(item.artwork))!;
      expect(parsePersonArtworkId(astronaut.artwork)?.pose).toBe("float");
      expect(scene.layers.some((item) => /^wing$|cloud/.test(item.artwork))).toBe(false);
    },
  );
});

describe("beards, moustaches and freckles", () => {
  const drawnLook = (description: string) => drawnPeople(description)[0]!.look;

  it.each([
    ["grandpa with a big white beard", "beard"],
    ["a man with a moustache", "moustache"],
    ["daddy has a black beard", "beard"],
    ["a pirate with a long red beard", "beard"],
  ] as const)("%s: drawn with a %s", (description, facialHair) => {
    const look = drawnLook(description);
    expect(look.facialHair).toBe(facialHair);
    const bare = drawPerson({ ...look, facialHair: "none" }, "stand").svg;
    expect(drawPerson(look, "stand").svg).not.toBe(bare);
  });

  it("a beard said white is white", () => {
    expect(drawnLook("grandpa with a big white beard").hairColor).toBe("#eeeef2");
  });

  it("a girl with freckles has them drawn", () => {
    const look = drawnLook("a girl with freckles");
    expect(look.freckles).toBe(true);
    expect(drawPerson(look, "stand").svg).not.toBe(
      drawPerson({ ...look, freckles: false }, "stand").svg,
    );
  });

  it("nobody else grows one", () => {
    expect(drawnLook("grandpa in the garden").facialHair).toBe("none");
  });
});

describe("a small thing held is small, in one hand", () => {
  it.each([
    ["a tiny frog in my hand", "frog", 0.12],
    ["a girl holding a coin", "coin", 0.08],
    ["a boy holding a frog", "frog", 0.2],
    ["me holding a ladybug", "ladybug", 0.15],
  ] as const)(
    "%s: the %s in the hand, at most %s of the holder's height",
    (description, label, share) => {
      const scene = composeScene(description);
      const holder = scene.layers.find((item) => parsePersonArtworkId(item.artwork));
      const held = scene.layers.find((item) => item.label.endsWith(label));
      expect(holder && held).toBeTruthy();
      expect(parsePersonArtworkId(holder!.artwork)?.pose).toBe("hold");
      expect(held!.box.height).toBeLessThan(holder!.box.height * share);
      const hand = personPointsOf(holder!, scene.size)!.frontHand;
      const { x, y, width, height } = held!.box;
      const slack = scene.size * 0.02;
      expect(hand.x).toBeGreaterThan(x - slack);
      expect(hand.x).toBeLessThan(x + width + slack);
      expect(hand.y).toBeGreaterThan(y - slack);
      expect(hand.y).toBeLessThan(y + height + slack);
    },
  );
});

describe("children said in the plural", () => {
  it.each(["kids playing in the park", "the children at the beach", "kids"])(
    "%s: several children are drawn",
    (description) => {
      const children = drawnPeople(description).filter(({ look }) => look.age === "child");
      expect(children.length).toBeGreaterThanOrEqual(2);
    },
  );

  it("one kid is one child", () => {
    expect(drawnPeople("a kid with a kite")).toHaveLength(1);
  });
});

describe("something held under an arm", () => {
  it.each([
    ["a girl with a chicken under her arm", "chicken"],
    ["a boy with a ball under his arm", "ball"],
  ])("%s: tucked against the side, the arm round it", (description, label) => {
    const scene = composeScene(description);
    const holder = scene.layers.find((item) => parsePersonArtworkId(item.artwork))!;
    const held = scene.layers.find((item) => item.label.endsWith(label))!;
    expect(parsePersonArtworkId(holder.artwork)?.pose).toBe("tuck");
    const points = personPointsOf(holder, scene.size)!;
    // Between the chest and the hips, on the hand that holds it, and below the face.
    expect(held.box.y).toBeGreaterThan(holder.face!.y + holder.face!.radius);
    expect(held.box.y + held.box.height).toBeLessThan(points.feet.y - holder.box.height * 0.3);
    expect(points.frontHand.x).toBeGreaterThan(held.box.x);
    expect(points.frontHand.x).toBeLessThan(held.box.x + held.box.width);
  });
});
