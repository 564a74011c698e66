import { describe, expect, it } from "vitest";
import type { FaceAnchor } from "../../illustrator";
import { applyTransfer, colourTransfer, CONTRAST, LIGHT_MATCH, rgbToYcc } from "./colour-match";
import { compositeFaces, levelFor, preparePhoto, type RgbaImage } from "./composite-face";
import { ovalForAnchor } from "./face-swap-geometry";

function image(size: number, colourAt: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      data.set([...colourAt(x, y), 255], (y * size + x) * 4);
    }
  }
  return { data, width: size, height: size };
}
const pixel = (picture: RgbaImage, x: number, y: number) =>
  Array.from(picture.data.subarray((y * picture.width + x) * 4, (y * picture.width + x) * 4 + 3));

const GREY: [number, number, number] = [128, 128, 128];
/** Left half of the face red, right half blue. */
const halvesPhoto = () =>
  preparePhoto(image(256, (x) => (x < 128 ? [220, 40, 40] : [40, 40, 220])));
const anchor = (extra: Partial<FaceAnchor> = {}): FaceAnchor => ({
  kind: "person",
  x: 0.5,
  y: 0.5,
  radius: 0.2,
  rotation: 0,
  isFlipped: false,
  ...extra,
});
const isRed = ([r, , b]: number[]) => (r ?? 0) > (b ?? 0) + 40;
const isBlue = ([r, , b]: number[]) => (b ?? 0) > (r ?? 0) + 40;

describe("compositing a face", () => {
  it("puts the photo's left on the face's left, inside the oval only", () => {
    const picture = image(200, () => GREY);
    compositeFaces(picture, halvesPhoto(), [anchor()]);
    expect(isRed(pixel(picture, 85, 100))).toBe(true);
    expect(isBlue(pixel(picture, 115, 100))).toBe(true);
    expect(pixel(picture, 100, 10)).toEqual(GREY);
    expect(pixel(picture, 10, 100)).toEqual(GREY);
  });

  it("mirrors the face for a flipped character", () => {
    const picture = image(200, () => GREY);
    compositeFaces(picture, halvesPhoto(), [anchor({ isFlipped: true })]);
    expect(isBlue(pixel(picture, 85, 100))).toBe(true);
    expect(isRed(pixel(picture, 115, 100))).toBe(true);
  });

  it("turns the face with a turned character", () => {
    const picture = image(200, () => GREY);
    compositeFaces(picture, halvesPhoto(), [anchor({ rotation: 90 })]);
    // A quarter turn clockwise brings the face's left side to the top.
    expect(isRed(pixel(picture, 100, 85))).toBe(true);
    expect(isBlue(pixel(picture, 100, 115))).toBe(true);
  });

  it("blends softly at the edge of the oval", () => {
    const picture = image(200, () => GREY);
    const photo = preparePhoto(image(256, () => [250, 250, 250]));
    compositeFaces(picture, photo, [anchor()]);
    const oval = ovalForAnchor(anchor(), 200);
    const centre = pixel(picture, 100, 100)[0] ?? 0;
    const nearEdge = pixel(picture, 100, Math.floor(100 + oval.ry * 0.92))[0] ?? 0;
    expect(centre).toBeGreaterThan(nearEdge);
    expect(nearEdge).toBeGreaterThan(128);
  });

  it("leaves a picture without anchors as it was", () => {
    const picture = image(64, (x, y) => [x, y, 9]);
    const before = picture.data.slice();
    compositeFaces(picture, halvesPhoto(), []);
    expect(picture.data).toEqual(before);
  });

  it("draws a small face from a halved photo, not the full-size one", () => {
    const photo = halvesPhoto();
    expect(photo.levels.map((level) => level.width)).toEqual([256, 128, 64, 32]);
    expect(levelFor(photo, ovalForAnchor(anchor({ radius: 0.01 }), 1000)).width).toBe(64);
    expect(levelFor(photo, ovalForAnchor(anchor({ radius: 0.3 }), 1000)).width).toBe(256);
  });
});

describe("matching light and colour", () => {
  it("moves the face's brightness half way to the drawing's and softens its contrast", () => {
    const photo = rgbToYcc(100, 100, 100);
    const drawing = rgbToYcc(200, 200, 200);
    const transfer = colourTransfer(photo, drawing);
    const [r] = applyTransfer(transfer, 100, 100, 100);
    expect(r).toBeCloseTo(100 + LIGHT_MATCH * 100, 0);
    const [brighter] = applyTransfer(transfer, 120, 120, 120);
    expect(brighter - r).toBeCloseTo(20 * CONTRAST, 0);
  });

  it("tints only a little towards a yellow cartoon face", () => {
    const photo = rgbToYcc(200, 150, 130);
    const yellow = rgbToYcc(255, 200, 40);
    const [r, g, b] = applyTransfer(colourTransfer(photo, yellow), 200, 150, 130);
    expect(b).toBeGreaterThan(80);
    expect(r).toBeGreaterThan(g);
  });
});
