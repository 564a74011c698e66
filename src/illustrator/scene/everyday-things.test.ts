import { describe, expect, it } from "vitest";
import { HOME_ROOMS } from "../vocabulary/places";
import { composeScene } from "./compose-scene";

/** The artwork drawn for what the child named (the place's scenery left out). */
const drawnArtwork = (description: string) =>
  composeScene(description)
    .layers.filter((item) => item.role !== "prop")
    .map((item) => item.artwork);

const MASCOT = "t-rex";

describe("an everyday thing is drawn as itself, or an honest near thing", () => {
  it.each([
    ["a bowl", /^bowl-with-spoon$/],
    ["a bottle", /^baby-bottle$/],
    ["a TV", /^television$/],
    ["a frisbee", /^flying-disc$/],
    ["a knife", /^fork-and-knife$/],
    ["a baseball bat", /^cricket-game$/],
    ["a traffic light", /^vertical-traffic-light$/],
    ["a stop sign", /^stop-sign$/],
    ["a computer mouse", /^computer-mouse$/],
    ["a cell phone", /^mobile-phone$/],
    ["a sports ball", /^soccer-ball$/],
    ["a walking stick", /^white-cane$/],
    ["a ball of wool", /^yarn$/],
    ["an alarm clock", /^alarm-clock$/],
    ["a couch", /^own-sofa$/],
    ["a toaster", /^own-toaster$/],
    ["a microwave", /^own-microwave$/],
    ["a TV remote", /^own-tv-remote$/],
    ["a bench", /^own-bench$/],
    ["a sink", /^own-kitchen-sink$/],
    ["a washbasin", /^own-kitchen-sink$/],
  ])("%s is ONE drawing of the thing (%s)", (description, artwork) => {
    const drawn = drawnArtwork(description);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatch(artwork);
  });

  it.each([
    ["a parking meter", ["watch", MASCOT]],
    ["a hair dryer", ["own-washing-machine", MASCOT]],
    ["a fire hydrant", ["fire", "potable-water", MASCOT]],
  ])("%s is never drawn as another thing nor the mascot", (description, wrong) => {
    const drawn = drawnArtwork(description);
    for (const artwork of wrong) expect(drawn).not.toContain(artwork);
  });
});

describe("colour words are colours before they are fruit or flowers", () => {
  it.each([
    ["an orange cat", "cat", "tangerine"],
    ["an orange laptop", "laptop", "tangerine"],
    ["a lime car", "automobile", "lime"],
    ["a plum dress", "dress", "deciduous-tree"],
    ["a rose car", "automobile", "rose"],
    ["a peach bike", "bicycle", "peach"],
  ])("%s draws the %s in that colour, no fruit", (description, thing, fruit) => {
    const scene = composeScene(description);
    const drawn = scene.layers.filter((item) => item.role !== "prop");
    expect(drawn.map((item) => item.artwork)).toEqual([thing]);
    expect(drawn[0]?.tint).toBeDefined();
    expect(drawnArtwork(description)).not.toContain(fruit);
  });

  it.each([
    ["I ate an orange", "tangerine"],
    ["a peach on a plate", "peach"],
    ["a red rose", "rose"],
    ["an orange", "tangerine"],
  ])("%s names the fruit or flower, so it is drawn", (description, fruit) => {
    expect(drawnArtwork(description)).toContain(fruit);
  });
});

describe("household things are at home (in one of its rooms) when no place is said", () => {
  it.each(["a toaster", "a couch", "a TV", "a bowl", "a microwave"])("%s", (description) => {
    expect(HOME_ROOMS.has(composeScene(description).background.place)).toBe(true);
  });

  it.each(["a cat on a bed", "a dog on a couch"])(
    "%s, where the seat is at home",
    (description) => {
      expect(HOME_ROOMS.has(composeScene(description).background.place)).toBe(true);
    },
  );

  it.each(["a traffic light", "a stop sign"])("%s is in the street", (description) => {
    expect(composeScene(description).background.place).toBe("city");
  });

  it("a place said wins: a couch in the garden", () => {
    expect(composeScene("a couch in the garden").background.place).toBe("garden");
  });
});

describe("a two-word thing no list knows is its last word, said as the child said it", () => {
  it.each([
    ["a dog bowl", "bowl-with-spoon", "dog bowl"],
    ["a travel cot", "own-cot", "travel cot"],
    ["a dragon egg", "egg", "dragon egg"],
    ["a butterfly wing", "wing", "butterfly wing"],
  ])("%s is ONE drawing, %s", (description, artwork, label) => {
    const drawn = composeScene(description).layers.filter((item) => item.role !== "prop");
    expect(drawn.map((item) => item.artwork)).toEqual([artwork]);
    expect(drawn[0]?.label).toBe(label);
  });

  it.each([
    ["a cat and dog", ["cat", "dog"]],
    ["a chef cooking soup", ["bowl-with-spoon", "cooking"]],
    ["a robot dog", ["dog"]],
    ["a red cup", ["teacup-without-handle"]],
  ])("%s keeps its own reading", (description, artwork) => {
    const drawn = drawnArtwork(description);
    for (const expected of artwork) expect(drawn).toContain(expected);
  });
});

describe("a room of a home said alone is the home, never the mascot", () => {
  it.each(["in the hall", "in the hallway", "in the playroom", "in the nursery", "in the lounge"])(
    "%s draws the home",
    (description) => {
      const scene = composeScene(description);
      expect(scene.background.place).toBe("home");
      expect(drawnArtwork(description)).not.toContain(MASCOT);
    },
  );

  it("in the orchard is a garden", () => {
    expect(composeScene("in the orchard").background.place).toBe("garden");
  });
});

describe("a thing WordNet also names a person by is the thing a child means", () => {
  it.each([
    ["a doormat", "own-rug"],
    ["a comforter", "own-blanket"],
    ["a rocker", "chair"],
  ])("%s is drawn as %s, not a person", (description, artwork) => {
    expect(drawnArtwork(description)).toEqual([artwork]);
  });

  it.each(["a plumber", "a babysitter"])("%s is still a person", (description) => {
    expect(drawnArtwork(description)[0]).toMatch(/^kit-person/);
  });
});

describe("an everyday word once drawn as the mascot is its reviewed near thing", () => {
  it.each([
    ["a teaspoon", "spoon"],
    ["a padlock", "locked"],
    ["a fishing rod", "fishing-pole"],
    ["a double decker", "bus"],
    ["a crepe", "pancakes"],
    ["a heron", "bird"],
    ["an earphones", "headphone"],
    ["a CD", "optical-disk"],
  ])("%s is drawn as %s", (description, artwork) => {
    expect(drawnArtwork(description)).toEqual([artwork]);
  });
});

describe("a garment or bag is drawn as its own kind, not any garment or bag", () => {
  it.each([
    ["a trousers", "jeans"],
    ["a swimming costume", "one-piece-swimsuit"],
    ["a bonnet", "womans-hat"],
    ["a shopping bag", "shopping-bags"],
  ])("%s is drawn as %s", (description, artwork) => {
    expect(drawnArtwork(description)).toEqual([artwork]);
  });
});
