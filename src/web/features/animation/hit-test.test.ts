import { describe, expect, it } from "vitest";
import { inReadingOrder, objectAtPoint } from "./hit-test";

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const butterfly = { label: "butterfly", boundingBox: box(0.4, 0.4, 0.1, 0.1) };
const dragon = { label: "dragon", boundingBox: box(0.3, 0.3, 0.4, 0.5) };
const sun = { label: "sun", boundingBox: box(0.75, 0.05, 0.15, 0.15) };
/** Nearest first, as the illustrator lists them. */
const objects = [butterfly, dragon, sun];

describe("objectAtPoint", () => {
  it("answers the topmost object under the point", () => {
    expect(objectAtPoint(objects, { x: 0.45, y: 0.45 })).toBe(butterfly);
    expect(objectAtPoint(objects, { x: 0.6, y: 0.7 })).toBe(dragon);
    expect(objectAtPoint(objects, { x: 0.8, y: 0.1 })).toBe(sun);
  });

  it("counts the edges of a box as inside it", () => {
    expect(objectAtPoint(objects, { x: 0.3, y: 0.8 })).toBe(dragon);
  });

  it("answers null on empty sky", () => {
    expect(objectAtPoint(objects, { x: 0.05, y: 0.05 })).toBeNull();
    expect(objectAtPoint([], { x: 0.5, y: 0.5 })).toBeNull();
  });
});

describe("inReadingOrder", () => {
  it("goes top to bottom, then left to right within a row", () => {
    const leftFlower = { label: "flower", boundingBox: box(0.05, 0.85, 0.05, 0.05) };
    const rightFlower = { label: "rose", boundingBox: box(0.85, 0.86, 0.05, 0.05) };
    expect(
      inReadingOrder([rightFlower, dragon, leftFlower, sun, butterfly]).map((o) => o.label),
    ).toEqual(["sun", "butterfly", "dragon", "flower", "rose"]);
  });
});
