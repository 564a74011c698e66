/**
 * One person on another, checked on the drawn scene: a child on a grown-up's lap (the grown-up
 * sitting) or astride their shoulders (the grown-up standing, the child's face above theirs).
 */
import { describe, expect, it } from "vitest";
import { parsePersonArtworkId } from "../people/person-artwork-id";
import { composeScene } from "./compose-scene";
import { personPointsOf } from "./kit-anchors";
import type { PlacedItem, Scene } from "./scene";

function person(scene: Scene, label: string) {
  const item = scene.layers.find((layer) => layer.label === label);
  const points = item && personPointsOf(item, scene.size);
  if (!item || !points) throw new Error(`no kit ${label} in "${scene.description}"`);
  return { item, points, pose: parsePersonArtworkId(item.artwork)?.pose };
}

const isAcross = (x: number, item: PlacedItem) =>
  x >= item.box.x && x <= item.box.x + item.box.width;

describe("a child on a grown-up's lap", () => {
  it.each([
    ["a baby sitting on daddy's lap", "baby", "daddy"],
    ["me on grandma's lap", "me", "grandma"],
    ["a little girl sitting on her mommy's lap reading a book", "girl", "mommy"],
  ])("%s: the grown-up sits, the child's seat on their lap", (description, child, grownUp) => {
    const scene = composeScene(description);
    const sitter = person(scene, child);
    const lap = person(scene, grownUp);
    expect(lap.pose).toBe("sit");
    expect(isAcross(sitter.points.seat.x, lap.item)).toBe(true);
    // On the thighs: at the grown-up's seat height, not on the ground in front of them.
    const thigh = lap.item.box.height * 0.12;
    expect(Math.abs(sitter.points.seat.y - lap.points.seat.y)).toBeLessThan(thigh);
    expect(sitter.points.feet.y).toBeLessThan(lap.points.feet.y);
  });
});

describe("a child on a grown-up's shoulders", () => {
  it.each([
    ["a girl on her daddy's shoulders", "girl", "daddy"],
    ["daddy carrying me on his shoulders", "me", "daddy"],
  ])(
    "%s: the grown-up stands, the child astride above their head",
    (description, child, grownUp) => {
      const scene = composeScene(description);
      const rider = person(scene, child);
      const carrier = person(scene, grownUp);
      expect(["stand", "hold"]).toContain(carrier.pose);
      expect(rider.pose).toBe("astride");
      // Seen from the front the child's hips are level with the top of the grown-up's head, the
      // head between the thighs, the feet hanging down either side of the face.
      const head = carrier.item.face!;
      expect(Math.abs(rider.points.seat.y - carrier.points.headTop.y)).toBeLessThan(head.radius);
      expect(Math.abs(rider.points.seat.x - head.x)).toBeLessThan(head.radius * 0.5);
      expect(rider.points.feet.y).toBeGreaterThan(head.y);
      expect(rider.points.feet.y).toBeLessThan(carrier.points.chest.y);
      // Both faces show: the child's above the grown-up's.
      expect(rider.item.face!.y + rider.item.face!.radius).toBeLessThan(head.y - head.radius * 0.5);
    },
  );
});
