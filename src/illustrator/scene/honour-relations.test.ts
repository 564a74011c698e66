import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import type { PlacedItem } from "./scene";

function two(description: string, a: string, b: string): [PlacedItem, PlacedItem, PlacedItem[]] {
  const layers = composeScene(description).layers;
  const first = layers.find((item) => item.label === a && item.role !== "prop");
  const second = layers.find((item) => item.label === b && item.role !== "prop");
  expect(first, a).toBeDefined();
  expect(second, b).toBeDefined();
  return [first!, second!, layers];
}

const middle = (item: PlacedItem) => item.box.x + item.box.width / 2;
const bottom = (item: PlacedItem) => item.box.y + item.box.height;

describe("relations are laid out on the drawings", () => {
  it("under: below the underside, across the middle", () => {
    const [ball, bed] = two("a ball under the bed", "ball", "bed");
    expect(ball.box.y).toBeGreaterThan(bed.box.y + bed.box.height * 0.3);
    expect(Math.abs(middle(ball) - middle(bed))).toBeLessThan(bed.box.width / 2);
  });

  it("behind: overlapping and drawn first, so partly hidden", () => {
    const [fox, tree, layers] = two("a fox behind a tree", "fox", "tree");
    expect(layers.indexOf(fox)).toBeLessThan(layers.indexOf(tree));
    expect(fox.box.x < tree.box.x + tree.box.width && fox.box.x + fox.box.width > tree.box.x).toBe(
      true,
    );
  });

  it("in front of: overlapping and drawn after", () => {
    const [dog, house, layers] = two("a dog in front of a house", "dog", "house");
    expect(layers.indexOf(dog)).toBeGreaterThan(layers.indexOf(house));
  });

  it("over: above the top of the other thing", () => {
    const [frog, log] = two("a frog jumping over a log", "frog", "log");
    expect(bottom(frog)).toBeLessThanOrEqual(log.box.y + log.box.height * 0.35);
  });

  it("over a thing that can also be a place: the thing drawn, the flyer above it", () => {
    const [dragon, castle] = two("a dragon flying over a castle", "dragon", "castle");
    expect(bottom(dragon)).toBeLessThanOrEqual(castle.box.y + castle.box.height * 0.35);
    const [cow, moon] = two("a cow jumping over the moon", "cow", "moon");
    expect(bottom(cow)).toBeLessThanOrEqual(moon.box.y + moon.box.height * 0.35);
  });

  it("on top of a car sits on its roof; in a box sits inside it", () => {
    const [monkey, car] = two("a monkey on top of a car", "monkey", "car");
    expect(monkey.box.y + monkey.box.height / 2).toBeLessThan(car.box.y + car.box.height / 2);
    const [kitten, shoe] = two("a kitten inside a shoe", "kitten", "shoe");
    const kittenMiddle = kitten.box.y + kitten.box.height / 2;
    expect(kittenMiddle).toBeGreaterThan(shoe.box.y);
    expect(kittenMiddle).toBeLessThan(bottom(shoe));
  });
});
