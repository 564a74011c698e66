import { describe, expect, it } from "vitest";
import type { FaceAnchor } from "../../illustrator";
import { PHOTO_FACE_OVAL } from "../../shared/face-crop";
import {
  edgeAlpha,
  OVAL_ON_ANCHOR,
  ovalForAnchor,
  ovalPixelBounds,
  photoFaceOval,
  photoPointFor,
  pointInOval,
} from "./face-swap-geometry";

const anchor = (extra: Partial<FaceAnchor> = {}): FaceAnchor => ({
  kind: "person",
  x: 0.5,
  y: 0.25,
  radius: 0.05,
  rotation: 0,
  isFlipped: false,
  ...extra,
});

describe("the face oval over an anchor", () => {
  it("scales the anchor's fractions to the picture, a little taller than wide", () => {
    const oval = ovalForAnchor(anchor(), 1000);
    expect(oval).toMatchObject({ cx: 500, cy: 250, angle: 0, isMirrored: false });
    expect(oval.rx).toBeCloseTo(50 * OVAL_ON_ANCHOR.rx);
    expect(oval.ry).toBeCloseTo(50 * OVAL_ON_ANCHOR.ry);
    expect(oval.ry).toBeGreaterThan(oval.rx);
    expect(ovalForAnchor(anchor(), 2000).rx).toBeCloseTo(2 * oval.rx);
  });

  it("finds the centre at distance 0 and the edges at distance 1", () => {
    const oval = ovalForAnchor(anchor(), 1000);
    expect(pointInOval(oval, 500, 250)).toEqual({ across: 0, down: 0, distance: 0 });
    expect(pointInOval(oval, 500 + oval.rx, 250).distance).toBeCloseTo(1);
    expect(pointInOval(oval, 500, 250 + oval.ry)).toMatchObject({ across: 0, down: 1 });
    expect(pointInOval(oval, 500 + oval.rx, 250 + oval.ry).distance).toBeCloseTo(Math.SQRT2);
  });

  it("turns with the character: clockwise, as SVG rotates", () => {
    const oval = ovalForAnchor(anchor({ rotation: 90 }), 1000);
    // Turned a quarter clockwise, the face's "down" points to the picture's left.
    const left = pointInOval(oval, 500 - oval.ry, 250);
    expect(left.down).toBeCloseTo(1);
    expect(left.across).toBeCloseTo(0);
    const below = pointInOval(oval, 500, 250 + oval.rx);
    expect(below.across).toBeCloseTo(1);
  });

  it("mirrors the photo for a character facing the other way", () => {
    const plain = ovalForAnchor(anchor(), 1000);
    const flipped = ovalForAnchor(anchor({ isFlipped: true }), 1000);
    expect(pointInOval(flipped, 520, 260).across).toBeCloseTo(-pointInOval(plain, 520, 260).across);
    expect(pointInOval(flipped, 520, 260).down).toBeCloseTo(pointInOval(plain, 520, 260).down);
  });

  it("bounds the pixels of a turned oval, kept inside the picture", () => {
    const upright = ovalPixelBounds(ovalForAnchor(anchor(), 1000), 1000, 1000);
    expect(upright.right - upright.left).toBeGreaterThanOrEqual(2 * 50 * OVAL_ON_ANCHOR.rx);
    expect(upright.bottom - upright.top).toBeGreaterThanOrEqual(2 * 50 * OVAL_ON_ANCHOR.ry);
    const turned = ovalPixelBounds(ovalForAnchor(anchor({ rotation: 90 }), 1000), 1000, 1000);
    expect(turned.right - turned.left).toBeGreaterThanOrEqual(2 * 50 * OVAL_ON_ANCHOR.ry);
    const atTheEdge = ovalPixelBounds(
      ovalForAnchor(anchor({ x: 0.01, y: 0.99 }), 1000),
      1000,
      1000,
    );
    expect(atTheEdge.left).toBe(0);
    expect(atTheEdge.bottom).toBe(1000);
  });

  it("maps the oval onto the face oval of the photo", () => {
    const photo = photoFaceOval(512);
    expect(photoPointFor(photo, 0, 0)).toEqual({
      x: PHOTO_FACE_OVAL.cx * 512,
      y: PHOTO_FACE_OVAL.cy * 512,
    });
    expect(photoPointFor(photo, -1, 1)).toEqual({
      x: (PHOTO_FACE_OVAL.cx - PHOTO_FACE_OVAL.rx) * 512,
      y: (PHOTO_FACE_OVAL.cy + PHOTO_FACE_OVAL.ry) * 512,
    });
  });

  it("fades the face out smoothly towards the oval's edge", () => {
    expect(edgeAlpha(0)).toBe(1);
    expect(edgeAlpha(0.7)).toBe(1);
    expect(edgeAlpha(1)).toBe(0);
    expect(edgeAlpha(1.3)).toBe(0);
    const fade = [0.8, 0.85, 0.9, 0.95, 0.99].map((distance) => edgeAlpha(distance));
    expect(fade).toEqual([...fade].sort((a, b) => b - a));
    expect(fade.every((alpha) => alpha > 0 && alpha < 1)).toBe(true);
  });
});
