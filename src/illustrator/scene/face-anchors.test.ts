import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import { faceAnchorsOf } from "./face-anchors";
import type { Scene } from "./scene";

describe("faceAnchorsOf", () => {
  it("finds people and creatures, as fractions of the picture", () => {
    const anchors = faceAnchorsOf(composeScene("a girl and a dog in the park"));
    expect(anchors.map((anchor) => anchor.kind).sort()).toEqual(["creature", "person"]);
    for (const anchor of anchors) {
      expect(anchor.x).toBeGreaterThan(0);
      expect(anchor.x).toBeLessThan(1);
      expect(anchor.radius).toBeGreaterThan(0.01);
    }
    expect(faceAnchorsOf(composeScene("a rocket ship flying to the moon"))).toEqual([]);
  });

  it("turns a face with its character, about the character's centre", () => {
    const scene: Scene = {
      size: 1000,
      seed: 1,
      description: "test",
      background: { place: "park", time: "day", horizon: 600 },
      layers: [
        {
          id: "item-1",
          artwork: "woman-standing-default",
          label: "girl",
          role: "subject",
          x: 500,
          y: 500,
          scale: 0.4,
          rotation: 90,
          flip: true,
          depth: 0.5,
          isGrounded: true,
          box: { x: 400, y: 300, width: 200, height: 400 },
          face: { x: 500, y: 400, radius: 30 },
        },
      ],
    };
    expect(faceAnchorsOf(scene)).toEqual([
      { kind: "person", x: 0.6, y: 0.5, radius: 0.03, rotation: 90, isFlipped: true },
    ]);
  });
});
