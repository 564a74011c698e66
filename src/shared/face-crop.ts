/**
 * The face photo crop tool's square (spec social.md: crop tool, §9) and where it starts: around
 * the face the browser found, so the saved photo holds the face where the server expects it.
 * All sizes are canvas pixels; `area` is where the photo is drawn on the canvas.
 */

/** The crop canvas is this many pixels square. */
export const CROP_CANVAS_SIZE = 400;
export const CROP_MIN_SIZE = 50;
export const CROP_RESIZE_STEP = 20;
/** A saved face photo is a PNG this many pixels square. */
export const FACE_PHOTO_SIZE = 512;

/**
 * The face in a saved face photo, as fractions of its side: the whole face, forehead to chin.
 * The server lays this oval over each character's face.
 */
export const PHOTO_FACE_OVAL = { cx: 0.5, cy: 0.53, rx: 0.3, ry: 0.38 } as const;

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

/** Where a photo of `width` × `height` is drawn, fitted whole and centred, on the crop canvas. */
export function fitPhotoOnCanvas(width: number, height: number): CropArea {
  const scale = Math.min(CROP_CANVAS_SIZE / width, CROP_CANVAS_SIZE / height);
  const drawnWidth = width * scale;
  const drawnHeight = height * scale;
  return {
    x: (CROP_CANVAS_SIZE - drawnWidth) / 2,
    y: (CROP_CANVAS_SIZE - drawnHeight) / 2,
    width: drawnWidth,
    height: drawnHeight,
  };
}

/** The spec's starting square: half the smaller side, in the middle. */
export function initialCropSquare(area: CropArea): CropSquare {
  const size = Math.max(
    Math.min(area.width, area.height) / 2,
    Math.min(CROP_MIN_SIZE, maxSize(area)),
  );
  return clampCropSquare(
    { x: area.x + (area.width - size) / 2, y: area.y + (area.height - size) / 2, size },
    area,
  );
}

/** The square kept inside the photo, never smaller than the minimum (unless the photo is). */
export function clampCropSquare(square: CropSquare, area: CropArea): CropSquare {
  const size = Math.min(
    Math.max(square.size, Math.min(CROP_MIN_SIZE, maxSize(area))),
    maxSize(area),
  );
  return {
    x: Math.min(Math.max(square.x, area.x), area.x + area.width - size),
    y: Math.min(Math.max(square.y, area.y), area.y + area.height - size),
    size,
  };
}

/** Smaller or Larger: one step, about the square's centre, kept inside. */
export function resizeCropSquare(square: CropSquare, steps: number, area: CropArea): CropSquare {
  const size = clampCropSquare(
    { ...square, size: square.size + steps * CROP_RESIZE_STEP },
    area,
  ).size;
  const centreX = square.x + square.size / 2;
  const centreY = square.y + square.size / 2;
  return clampCropSquare({ x: centreX - size / 2, y: centreY - size / 2, size }, area);
}

/** Dragged by (dx, dy), kept inside. */
export function moveCropSquare(square: CropSquare, dx: number, dy: number, area: CropArea) {
  return clampCropSquare({ ...square, x: square.x + dx, y: square.y + dy }, area);
}

/** A face found in the photo, in canvas pixels: its sides, brow line and chin. */
export interface FoundFace {
  left: number;
  right: number;
  browTop: number;
  chin: number;
}

/** The forehead adds about this share of the brow-to-chin height above the brows. */
const FOREHEAD_SHARE = 0.35;

/**
 * The square that puts the found face on PHOTO_FACE_OVAL: face width across the oval, brows to
 * chin plus the forehead down it, kept inside the photo.
 */
export function cropSquareAroundFace(face: FoundFace, area: CropArea): CropSquare {
  const width = face.right - face.left;
  const browToChin = face.chin - face.browTop;
  const faceHeight = browToChin * (1 + FOREHEAD_SHARE);
  const size = Math.max(
    width / (2 * PHOTO_FACE_OVAL.rx),
    faceHeight / (2 * PHOTO_FACE_OVAL.ry),
    CROP_MIN_SIZE,
  );
  const centreX = (face.left + face.right) / 2;
  const centreY = face.chin - faceHeight / 2;
  return clampCropSquare(
    { x: centreX - PHOTO_FACE_OVAL.cx * size, y: centreY - PHOTO_FACE_OVAL.cy * size, size },
    area,
  );
}

/** The square in the photo's own pixels, for drawing the 512×512 result. */
export function cropSquareInPhoto(square: CropSquare, area: CropArea, photoWidth: number) {
  const scale = photoWidth / area.width;
  return {
    x: (square.x - area.x) * scale,
    y: (square.y - area.y) * scale,
    size: square.size * scale,
  };
}

function maxSize(area: CropArea): number {
  return Math.min(area.width, area.height);
}
