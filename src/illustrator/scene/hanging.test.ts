/**
 * Hanging (issue 33): a thing hanging on a hook, or on a hook said with "on", has its top at the
 * hook and hangs off the ground; hanging from a tree, its top under the lower branches.
 */
import { describe, expect, it } from "vitest";
import { parseDescription } from "../parse/parse-description";
import { composeScene } from "./compose-scene";
import type { PlacedItem, Scene } from "./scene";

const SIZE = 1024;

function one(scene: Scene, label: string): PlacedItem {
  const item = scene.layers.find((layer) => layer.label === label && layer.role !== "prop");
  expect(item, `${label} in "${scene.description}"`).toBeDefined();
  return item!;
}

const bottom = (item: PlacedItem) => item.box.y + item.box.height;
const middleX = (item: PlacedItem) => item.box.x + item.box.width / 2;

describe("hanging", () => {
  it("is read from 'hanging on', 'hanging from' and 'on' a hook", () => {
    for (const description of ["a coat hanging on a hook", "a backpack on a hook"]) {
      const [thing] = parseDescription(description).things;
      expect(thing?.relation?.kind, description).toBe("hang");
      expect(thing?.relation?.to.word, description).toBe("hook");
    }
    expect(parseDescription("a monkey hanging from a tree").things[0]?.relation?.kind).toBe("hang");
  });

  it("on a hook: the thing's top at the hook, the rest below it, off the ground", () => {
    for (const [description, label] of [
      ["a coat hanging on a hook", "coat"],
      ["a backpack on a hook", "backpack"],
    ] as const) {
      const scene = composeScene(description);
      const thing = one(scene, label);
      const hook = one(scene, "hook");
      expect(thing.box.y, description).toBeGreaterThan(hook.box.y + hook.box.height * 0.15);
      expect(thing.box.y, description).toBeLessThan(bottom(hook));
      expect(bottom(thing), description).toBeGreaterThan(bottom(hook));
      expect(bottom(thing), description).toBeLessThan(SIZE * 0.88);
      expect(Math.abs(middleX(thing) - middleX(hook)), description).toBeLessThan(
        thing.box.width / 2,
      );
    }
  });

  it("from a tree: its top under the leaves, off the ground", () => {
    const scene = composeScene("a monkey hanging from a tree");
    const monkey = one(scene, "monkey");
    const tree = one(scene, "tree");
    expect(monkey.box.y).toBeGreaterThan(tree.box.y + tree.box.height * 0.15);
    expect(bottom(monkey)).toBeLessThan(bottom(tree) - tree.box.height * 0.1);
    expect(middleX(monkey)).toBeGreaterThan(tree.box.x);
    expect(middleX(monkey)).toBeLessThan(tree.box.x + tree.box.width);
  });
});
