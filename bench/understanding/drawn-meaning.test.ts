import { describe, expect, it } from "vitest";
import type { ItemRole, PlacedItem, Scene, SceneBackground } from "../../src/illustrator";
import { meaningOf } from "./artwork-meaning";
import { judgeScene, type HowSaid } from "./drawn-meaning";
import { everydayGroupOf } from "./everyday-nouns";

/** A hand-made picture: these artworks drawn as things asked for, over a place's scenery. */
function picture(
  artworks: readonly string[],
  background: Partial<SceneBackground> = {},
  props: readonly string[] = ["deciduous-tree", "cloud", "sun-with-face"],
): Scene {
  const item = (artwork: string, role: ItemRole, index: number): PlacedItem => ({
    id: `item-${index}`,
    artwork,
    // The label is the child's word, as the illustrator writes it: the judge must not read it.
    label: "whatever the child said",
    role,
    x: 512,
    y: 512,
    scale: 0.4,
    rotation: 0,
    flip: false,
    depth: 0.5,
    isGrounded: true,
    box: { x: 400, y: 400, width: 224, height: 224 },
  });
  return {
    size: 1024,
    seed: 1,
    description: "a test",
    background: { place: "meadow", time: "day", horizon: 640, ...background },
    layers: [
      ...props.map((artwork, index) => item(artwork, "prop", index)),
      ...artworks.map((artwork, index) => item(artwork, "subject", props.length + index)),
    ],
  };
}

/** The word meant as its everyday group means it ("mouse" the animal, "computer mouse" the device). */
function judge(word: string, scene: Scene, how: HowSaid = {}) {
  const group = everydayGroupOf(word);
  return judgeScene(word, scene, { ...(group ? { kinds: group.kinds } : {}), ...how });
}

const KIT_FIREFIGHTER = "kit-person_adult_neutral_0_long_4a2c17_firefighter_f59e0b_00_stand";
const KIT_GRANDMA = "kit-person_elder_girl_0_bun_e6e6ea_dress_22c55e_10_stand";
const KIT_CHILD = "kit-person_child_neutral_1_ponytail_b8452a_casual_22c55e_00_stand";

describe("what an artwork is", () => {
  it("reads an emoji's CLDR name, its parts and what WordNet calls them", () => {
    expect(meaningOf("couch-and-lamp").names).toEqual(expect.arrayContaining(["couch", "lamp"]));
    expect(meaningOf("horizontal-traffic-light").names).toContain("traffic light");
    expect(meaningOf("dog-face").names).toContain("dog");
    expect(meaningOf("man-firefighter-default").names).toEqual(
      expect.arrayContaining(["man", "firefighter"]),
    );
  });

  it("keeps a keyword only when it is the very thing, never what goes with it", () => {
    expect(meaningOf("hot-dog").names).toContain("frankfurter");
    expect(meaningOf("hot-dog").names).not.toContain("dog");
    expect(meaningOf("sailboat").names).not.toContain("sea");
  });

  it("knows our own drawings by their name and a kit person by age and role", () => {
    expect(meaningOf("own-washing-machine").names).toEqual(["washing machine"]);
    expect(meaningOf(KIT_FIREFIGHTER).names).toEqual(
      expect.arrayContaining(["person", "adult", "firefighter"]),
    );
    expect(meaningOf(KIT_GRANDMA).names).toContain("old woman");
    expect(meaningOf(KIT_GRANDMA).worn).toEqual(["dress", "glasses"]);
  });

  it("tells a kind from the thing: a police car light is a kind of light, and no ceiling light", () => {
    expect(meaningOf("police-car-light").names).not.toContain("light");
    expect(meaningOf("police-car-light").kindOf).toEqual(["light"]);
    expect(judge("light", picture(["police-car-light"])).verdict).toBe("itself");
    expect(judge("ceiling light", picture(["police-car-light"])).verdict).toBe("wrong");
  });
});

describe("a noun judged by what is drawn, never by its label", () => {
  it("calls a bowl drawn as a sailboat wrong", () => {
    const judged = judge("bowl", picture(["sailboat"], { place: "sea" }));
    expect(judged.verdict).toBe("wrong");
    expect(judged.split).toBe(false);
  });

  it("calls a couch drawn as a couch and lamp itself, and as an aeroplane seat wrong", () => {
    expect(judge("couch", picture(["couch-and-lamp"])).verdict).toBe("itself");
    expect(judge("sofa", picture(["couch-and-lamp"])).verdict).toBe("itself");
    expect(judge("couch", picture(["seat"])).verdict).toBe("wrong");
  });

  it("takes an alarm clock for a clock, a clock for an alarm clock as near, a watch for neither", () => {
    expect(judge("clock", picture(["alarm-clock"])).verdict).toBe("itself");
    expect(judge("alarm clock", picture(["alarm-clock"])).verdict).toBe("itself");
    expect(judge("alarm clock", picture(["mantelpiece-clock"])).verdict).toBe("near");
    expect(judge("clock", picture(["watch"])).verdict).toBe("wrong");
  });

  it("calls a puppy drawn as a dog near, and a dog drawn as a hot dog wrong", () => {
    expect(judge("puppy", picture(["dog"])).verdict).toBe("near");
    expect(judge("dog", picture(["dog"])).verdict).toBe("itself");
    expect(judge("dog", picture(["hot-dog"])).verdict).toBe("wrong");
  });

  it("calls Doodle Dino the mascot for a word that is no dinosaur, and itself for a dinosaur", () => {
    expect(judge("toaster", picture(["t-rex", "sparkles"])).verdict).toBe("mascot");
    expect(judge("dinosaur", picture(["t-rex"])).verdict).toBe("itself");
    expect(judge("stegosaurus", picture(["t-rex"])).verdict).not.toBe("mascot");
  });

  it("flags a compound drawn as two things as split", () => {
    const judged = judge(
      "traffic light",
      picture(["police-car-light", "horizontal-traffic-light"]),
    );
    expect(judged.verdict).toBe("itself");
    expect(judged.split).toBe(true);
    const hydrant = judge("fire hydrant", picture(["fire", "potable-water"]));
    expect(hydrant).toMatchObject({ verdict: "wrong", split: true });
    expect(judge("cell phone", picture(["mobile-phone", "mobile-phone"])).split).toBe(false);
  });

  it("calls the issue's everyday mistakes wrong", () => {
    expect(judge("toaster", picture([KIT_CHILD])).verdict).toBe("wrong");
    expect(judge("knife", picture(["hammer-and-wrench"])).verdict).toBe("wrong");
    expect(judge("parking meter", picture(["watch"])).verdict).toBe("wrong");
    expect(judge("baseball bat", picture(["bat"])).verdict).toBe("wrong");
    expect(judge("walking stick", picture(["oden"])).verdict).toBe("wrong");
    expect(judge("hair dryer", picture(["own-washing-machine"])).verdict).toBe("wrong");
  });

  it("reads a word in its list's sense: a mouse is the animal, a computer mouse the device", () => {
    expect(judge("mouse", picture(["computer-mouse"])).verdict).toBe("wrong");
    expect(judge("computer mouse", picture(["computer-mouse"])).verdict).toBe("itself");
    expect(judge("bat", picture(["bat"])).verdict).toBe("itself");
  });

  it("knows people by their role and relations by the person drawn", () => {
    expect(judge("fireman", picture([KIT_FIREFIGHTER])).verdict).toBe("itself");
    expect(judge("teacher", picture([KIT_FIREFIGHTER])).verdict).toBe("wrong");
    expect(judge("grandma", picture([KIT_GRANDMA])).verdict).toBe("itself");
    expect(judge("dress", picture([KIT_GRANDMA])).verdict).toBe("near");
  });

  it("counts the place said and the weather drawn, never the place's scenery", () => {
    expect(judge("kitchen", picture([], { place: "home" }), { asPlace: true }).verdict).toBe(
      "near",
    );
    expect(judge("beach", picture([], { place: "beach" }), { asPlace: true }).verdict).toBe(
      "itself",
    );
    expect(judge("rain", picture([], { weather: ["rain"] })).verdict).toBe("itself");
    // A tree among the meadow's props is not a tree drawn for "a tree".
    const scenery = judge("tree", picture([], {}, ["deciduous-tree"]));
    expect(scenery).toMatchObject({ verdict: "wrong", drawn: [] });
  });
});
