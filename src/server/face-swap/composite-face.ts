/**
 * Lays a face photo over every chosen face of a picture, in raw RGBA pixels: oval-masked with a
 * soft edge, turned, scaled and mirrored with each character, its light and colour matched.
 */
import type { FaceAnchor } from "../../illustrator";
import { colourTransfer, MeanColour, type Ycc } from "./colour-match";
import {
  edgeAlpha,
  ovalForAnchor,
  ovalPixelBounds,
  photoFaceOval,
  type Oval,
} from "./face-swap-geometry";

/** Pixels row by row, 4 channels (RGBA). */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A face photo ready to be drawn at any size: halved copies, and its face's mean colour. */
export interface PreparedPhoto {
  /** Largest first; each half the side of the one before. */
  levels: RgbaImage[];
  faceColour: Ycc;
}

/** The inner share of the oval that is measured for colour (the edge holds hair and background). */
const MEASURED_SHARE = 0.8;
const SMALLEST_LEVEL = 32;

export function preparePhoto(photo: RgbaImage): PreparedPhoto {
  const levels = [photo];
  for (let level = photo; level.width >= SMALLEST_LEVEL * 2;) {
    level = halve(level);
    levels.push(level);
  }
  const smallest = levels[levels.length - 1] ?? photo;
  const faceColour = meanInside(smallest, photoFaceOval(smallest.width));
  return { levels, faceColour: faceColour ?? { y: 128, cb: 128, cr: 128 } };
}

/** Draws the photo's face over each anchor of `picture` (changed in place). */
export function compositeFaces(
  picture: RgbaImage,
  photo: PreparedPhoto,
  anchors: readonly FaceAnchor[],
): void {
  for (const anchor of anchors) {
    const oval = ovalForAnchor(anchor, picture.width);
    if (oval.rx < 1 || oval.ry < 1) continue;
    drawFace(picture, oval, photo);
  }
}

/** The smallest halved photo whose face is still at least as big as the oval it fills. */
export function levelFor(photo: PreparedPhoto, oval: Oval): RgbaImage {
  const needed = Math.max(oval.rx, oval.ry);
  let chosen = photo.levels[0] as RgbaImage;
  for (const level of photo.levels) {
    const face = photoFaceOval(level.width);
    if (Math.min(face.rx, face.ry) < needed) break;
    chosen = level;
  }
  return chosen;
}

/** An oval's frame, worked out once so the per-pixel loop does only arithmetic. */
function frameOf(oval: Oval) {
  return {
    cos: Math.cos(oval.angle),
    sin: Math.sin(oval.angle),
    overRx: 1 / oval.rx,
    overRy: 1 / oval.ry,
    mirror: oval.isMirrored ? -1 : 1,
  };
}

function drawFace(picture: RgbaImage, oval: Oval, photo: PreparedPhoto): void {
  const drawingColour = meanInside(picture, oval);
  if (!drawingColour) return;
  const { matrix: m, offset: o } = colourTransfer(photo.faceColour, drawingColour);
  const source = levelFor(photo, oval);
  const sourceOval = photoFaceOval(source.width);
  const { cos, sin, overRx, overRy, mirror } = frameOf(oval);
  const { left, top, right, bottom } = ovalPixelBounds(oval, picture.width, picture.height);
  const pixels = picture.data;
  const rgb = [0, 0, 0];
  for (let y = top; y < bottom; y++) {
    const dy = y + 0.5 - oval.cy;
    for (let x = left; x < right; x++) {
      const dx = x + 0.5 - oval.cx;
      const along = (dx * cos + dy * sin) * overRx;
      const down = (-dx * sin + dy * cos) * overRy;
      const squared = along * along + down * down;
      if (squared >= 1) continue;
      const alpha = edgeAlpha(Math.sqrt(squared));
      const sx = sourceOval.cx + mirror * along * sourceOval.rx - 0.5;
      const sy = sourceOval.cy + down * sourceOval.ry - 0.5;
      sampleInto(rgb, source, sx, sy);
      const r = rgb[0] as number;
      const g = rgb[1] as number;
      const b = rgb[2] as number;
      const index = (y * picture.width + x) * 4;
      pixels[index] = blend(
        pixels[index] as number,
        m[0]! * r + m[1]! * g + m[2]! * b + o[0]!,
        alpha,
      );
      pixels[index + 1] = blend(
        pixels[index + 1] as number,
        m[3]! * r + m[4]! * g + m[5]! * b + o[1]!,
        alpha,
      );
      pixels[index + 2] = blend(
        pixels[index + 2] as number,
        m[6]! * r + m[7]! * g + m[8]! * b + o[2]!,
        alpha,
      );
    }
  }
}

/** Mean colour of the inner part of an oval; null for an oval wholly off the image. */
function meanInside(image: RgbaImage, oval: Oval): Ycc | null {
  const mean = new MeanColour();
  const { cos, sin, overRx, overRy } = frameOf(oval);
  const limit = MEASURED_SHARE * MEASURED_SHARE;
  const { left, top, right, bottom } = ovalPixelBounds(oval, image.width, image.height);
  const data = image.data;
  for (let y = top; y < bottom; y++) {
    const dy = y + 0.5 - oval.cy;
    for (let x = left; x < right; x++) {
      const dx = x + 0.5 - oval.cx;
      const along = (dx * cos + dy * sin) * overRx;
      const down = (-dx * sin + dy * cos) * overRy;
      if (along * along + down * down > limit) continue;
      const index = (y * image.width + x) * 4;
      mean.add(data[index] as number, data[index + 1] as number, data[index + 2] as number);
    }
  }
  return mean.value;
}

/** Bilinear sample at (x, y) in pixel-centre coordinates, edges clamped, into `out` (RGB). */
export function sampleInto(out: number[], image: RgbaImage, x: number, y: number): void {
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  const cx = x < 0 ? 0 : x > maxX ? maxX : x;
  const cy = y < 0 ? 0 : y > maxY ? maxY : y;
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const a = (y0 * image.width + x0) * 4;
  const b = x0 < maxX ? a + 4 : a;
  const c = y0 < maxY ? a + image.width * 4 : a;
  const d = x0 < maxX ? c + 4 : c;
  const data = image.data;
  for (let channel = 0; channel < 3; channel++) {
    const upper = data[a + channel]! + (data[b + channel]! - data[a + channel]!) * fx;
    const lower = data[c + channel]! + (data[d + channel]! - data[c + channel]!) * fx;
    out[channel] = upper + (lower - upper) * fy;
  }
}

function blend(under: number, over: number, alpha: number): number {
  const value = under + (over - under) * alpha;
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
}

/** Half the size, each pixel the mean of four. */
function halve(image: RgbaImage): RgbaImage {
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const data = new Uint8Array(width * height * 4);
  const source = image.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const topLeft = (y * 2 * image.width + x * 2) * 4;
      const bottomLeft = topLeft + image.width * 4;
      for (let channel = 0; channel < 4; channel++) {
        data[(y * width + x) * 4 + channel] =
          ((source[topLeft + channel] as number) +
            (source[topLeft + 4 + channel] as number) +
            (source[bottomLeft + channel] as number) +
            (source[bottomLeft + 4 + channel] as number) +
            2) >>
          2;
      }
    }
  }
  return { data, width, height };
}
