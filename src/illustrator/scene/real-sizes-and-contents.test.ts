/**
 * Real-world sizes between the things of one picture, and what is in a container (issue 33),
 * checked on the drawn boxes: an owl a small part of its tree, a giraffe about as tall as a
 * tree, a cup much smaller than its table; a basket full of apples holds several, partly hidden by
 * its front; a fish in a jar is seen whole through the glass.
 */
import { describe, expect, it } from "vitest";
import { parseDescription } from "../parse/parse-description";
import { composeScene } from "./compose-scene";
import type { PlacedItem, Scene } from "./scene";

const SIZE = 1024;

function things(scene: Scene, label: string): PlacedItem[] {
  return scene.layers.filter(
    (item) => item.label === label && item.role !== "prop" && item.role !== "decoration",
  );
}

function one(scene: Scene, label: string): PlacedItem {
  const [item] = things(scene, label);
  expect(item, `${label} in "${scene.description}"`).toBeDefined();
  return item!;
}

/** The first thing's drawn height against the second's. */
function heightRatio(description: string, small: string, big: string): number {
  const scene = composeScene(description);
  return one(scene, small).box.height / one(scene, big).box.height;
}

const bottom = (item: PlacedItem) => item.box.y + item.box.height;
const right = (item: PlacedItem) => item.box.x + item.box.width;
const middleX = (item: PlacedItem) => item.box.x + item.box.width / 2;

describe("things in one picture keep their real sizes against each other", () => {
  it("an owl is a small part of the tree it sits in", () => {
    expect(heightRatio("an owl in a tree", "owl", "tree")).toBeLessThan(0.35);
  });

  it("a giraffe is about as tall as a tree", () => {
    expect(heightRatio("a giraffe next to a tree", "giraffe", "tree")).toBeGreaterThan(0.8);
  });

  it("a cup is much smaller than the table it stands on, candles than a child", () => {
    expect(heightRatio("a cup on the table", "cup", "table")).toBeLessThan(0.5);
    expect(heightRatio("a girl and candles", "candle", "girl")).toBeLessThan(0.4);
  });

  it("the main thing stays big enough to see beside something far bigger", () => {
    const scene = composeScene("a duck and a house");
    const ratio = one(scene, "duck").box.height / one(scene, "house").box.height;
    expect(ratio).toBeLessThan(0.3);
    expect(one(scene, "duck").box.height).toBeGreaterThan(SIZE * 0.12);
  });

  it("things far apart in size keep their order when squeezed into the frame", () => {
    const scene = composeScene("a mouse, a cat, a horse and a house");
    const heights = ["mouse", "cat", "horse", "house"].map((label) => one(scene, label).box.height);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(new Set(heights).size).toBe(4);
  });
});

describe("what is in a container is drawn in it", () => {
  it("full of: several in it, the container their seat", () => {
    const [leaves] = parseDescription("a wheelbarrow full of leaves").things;
    expect(leaves?.word).toBe("leaf");
    expect(leaves?.count).toBeGreaterThanOrEqual(3);
    expect(leaves?.perch?.word).toBe("wheelbarrow");
    expect(leaves?.perch?.isContainer).toBe(true);
  });

  it("apples in a basket sit across its opening, partly hidden by its front", () => {
    const scene = composeScene("a basket full of apples");
    const basket = one(scene, "basket");
    const apples = things(scene, "apple");
    expect(apples.length).toBeGreaterThanOrEqual(3);
    const basketAt = scene.layers.indexOf(basket);
    for (const apple of apples) {
      expect(middleX(apple)).toBeGreaterThan(basket.box.x);
      expect(middleX(apple)).toBeLessThan(right(basket));
      expect(bottom(apple)).toBeGreaterThan(basket.box.y + basket.box.height * 0.2);
      expect(apple.box.y).toBeLessThan(basket.box.y + basket.box.height * 0.45);
      expect(scene.layers.indexOf(apple)).toBeLessThan(basketAt);
    }
  });

  it("a fish in a jar is seen whole through the glass", () => {
    const scene = composeScene("a fish in a jar");
    const fish = one(scene, "fish");
    const jar = one(scene, "jar");
    expect(fish.box.x).toBeGreaterThanOrEqual(jar.box.x);
    expect(right(fish)).toBeLessThanOrEqual(right(jar));
    expect(fish.box.y).toBeGreaterThanOrEqual(jar.box.y);
    expect(bottom(fish)).toBeLessThanOrEqual(bottom(jar));
    expect(scene.layers.indexOf(fish)).toBeGreaterThan(scene.layers.indexOf(jar));
  });
});
