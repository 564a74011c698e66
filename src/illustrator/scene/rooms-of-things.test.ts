import { describe, expect, it } from "vitest";
import { PLACE_OF_ARTWORK } from "../vocabulary/place-of-artwork";
import { NOUNS } from "../vocabulary/nouns";
import { composeScene } from "./compose-scene";

const placeOf = (description: string) => composeScene(description).background.place;

describe("a thing found in a room of the home draws that room when no place is said", () => {
  it.each([
    ["a toaster", "kitchen"],
    ["a kettle", "kitchen"],
    ["a saucepan", "kitchen"],
    ["a blender", "kitchen"],
    ["a fridge", "kitchen"],
    ["a bowl", "kitchen"],
    ["a teapot", "kitchen"],
    ["a toilet", "bathroom"],
    ["a bath", "bathroom"],
    ["a toothbrush", "bathroom"],
    ["a towel", "bathroom"],
    ["a potty", "bathroom"],
    ["a bed", "bedroom"],
    ["a cot", "bedroom"],
    ["a bunk bed", "bedroom"],
    ["a wardrobe", "bedroom"],
    ["a pillow", "bedroom"],
    ["a TV", "home"],
    ["a couch", "home"],
    ["a cat on a bed", "bedroom"],
    ["a deckchair", "beach"],
    ["an alligator taking a bath", "bathroom"],
  ])("%s is in the %s", (description, room) => {
    expect(placeOf(description)).toBe(room);
  });

  it.each([
    ["in the kitchen", "kitchen"],
    ["a cat in the kitchen", "kitchen"],
    ["in the bathroom", "bathroom"],
    ["a dog in the bedroom", "bedroom"],
    ["a toaster in the garden", "garden"],
  ])("a room said is drawn: %s", (description, room) => {
    expect(placeOf(description)).toBe(room);
  });

  it("a kitchen is no living room: its scenery has no sofa", () => {
    const scenery = composeScene("in the kitchen")
      .layers.filter((item) => item.role === "prop")
      .map((item) => item.artwork);
    expect(scenery).not.toContain("couch-and-lamp");
    expect(scenery.length).toBeGreaterThan(0);
  });
});

describe("where a thing belongs is said once", () => {
  it("no noun repeats the place the table of places gives its drawing", () => {
    const twice = Object.entries(NOUNS)
      .filter(([, noun]) => noun.suggests && noun.suggests === PLACE_OF_ARTWORK[noun.artwork])
      .map(([word]) => word);
    expect(twice).toEqual([]);
  });
});
