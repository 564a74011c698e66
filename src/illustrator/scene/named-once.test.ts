/**
 * A thing named once is drawn once (issue 33): the place's own sofa, moon or sun is the one the
 * child named, and two words for one drawing ("a toilet in the bathroom") draw it once; scenery a
 * place has several of stays around a named one. Boats float on the water named.
 */
import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import type { PlacedItem } from "./scene";

function drawnAs(description: string, test: (item: PlacedItem) => boolean): PlacedItem[] {
  return composeScene(description).layers.filter(
    (item) => item.role !== "decoration" && test(item),
  );
}

const endsWith = (word: string) => (item: PlacedItem) => item.label.split(" ").pop() === word;

describe("a thing named once is drawn once", () => {
  it("the place's own sofa, moon or sun is the one named", () => {
    expect(drawnAs("a sofa in the living room", endsWith("sofa"))).toHaveLength(1);
    expect(drawnAs("a full moon at night", endsWith("moon"))).toHaveLength(1);
    expect(drawnAs("a rocket flying to the moon in space", endsWith("moon"))).toHaveLength(1);
    expect(drawnAs("the sun in the sky", endsWith("sun"))).toHaveLength(1);
  });

  it("two words for one drawing draw it once", () => {
    const toilets = drawnAs("a toilet in the bathroom", (item) => item.artwork === "toilet");
    expect(toilets).toHaveLength(1);
  });

  it("scenery a place has several of stays around a named one", () => {
    expect(drawnAs("a flower in the garden", endsWith("flower")).length).toBeGreaterThan(1);
  });
});

describe("boats float on the water named", () => {
  it("on the water: at sea, the waterline across the hull", () => {
    const scene = composeScene("a sailboat on the water");
    const boat = scene.layers.find((item) => item.label === "boat");
    const waterline = scene.background.waterline ?? -1;
    expect(scene.background.place).toBe("sea");
    expect(waterline).toBeGreaterThan(boat!.box.y + boat!.box.height * 0.4);
    expect(waterline).toBeLessThan(boat!.box.y + boat!.box.height);
  });

  it("a creature in a boat sits in an open boat, afloat, above the water from the chest up", () => {
    const scene = composeScene("a dog in a boat");
    const boat = scene.layers.find((item) => item.label === "boat");
    const dog = scene.layers.find((item) => item.label === "dog");
    const waterline = scene.background.waterline ?? -1;
    expect(boat?.artwork).toBe("canoe");
    expect(waterline).toBeGreaterThan(boat!.box.y);
    expect(waterline).toBeLessThan(boat!.box.y + boat!.box.height);
    expect(waterline - dog!.box.y).toBeGreaterThan(dog!.box.height * 0.5);
  });

  it("in a rowing boat: sitting in a boat on the water, above it from the chest up", () => {
    const scene = composeScene("a boy in a rowing boat on the lake");
    const boat = scene.layers.find((item) => item.label === "canoe");
    const boy = scene.layers.find((item) => item.label === "boy");
    const waterline = scene.background.waterline ?? -1;
    expect(boat).toBeDefined();
    expect(waterline).toBeGreaterThan(boat!.box.y);
    expect(waterline - boy!.box.y).toBeGreaterThan(boy!.box.height * 0.35);
  });
});
