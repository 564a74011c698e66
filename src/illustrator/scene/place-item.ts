/** Turning "this artwork, this big, here" into a placed item with its drawing box and face. */
import { artworkBounds } from "../artwork/catalog";
import type { Box, ItemRole, PlacedItem } from "./scene";

export interface ItemSpec {
  artwork: string;
  label: string;
  role: ItemRole;
  /** Centre of the artwork's square, in pixels. */
  x: number;
  y: number;
  /** Side of the artwork's square, in pixels. */
  side: number;
  depth: number;
  rotation?: number;
  flip?: boolean;
  tint?: string;
  isGrounded?: boolean;
  /** Face in the artwork's square (centre x, centre y, radius as fractions). */
  face?: readonly [number, number, number];
  characterId?: string;
}

/** The drawing's box for an artwork square of `side` pixels centred at x, y. */
export function drawingBox(artwork: string, x: number, y: number, side: number, flip = false): Box {
  const [left, top, right, bottom] = artworkBounds(artwork);
  const from = flip ? 1 - right : left;
  const to = flip ? 1 - left : right;
  return {
    x: x - side / 2 + from * side,
    y: y - side / 2 + top * side,
    width: (to - from) * side,
    height: (bottom - top) * side,
  };
}

/** The centre y that puts the drawing's bottom edge on `bottom`. */
export function centreForBottom(artwork: string, bottom: number, side: number): number {
  return bottom - (artworkBounds(artwork)[3] - 0.5) * side;
}

/** The centre x of the square that puts the drawing's middle on `drawingCentreX`. */
export function centreForDrawingCentreX(
  artwork: string,
  drawingCentreX: number,
  side: number,
  flip: boolean,
): number {
  const [left, , right] = artworkBounds(artwork);
  const middle = flip ? 1 - (left + right) / 2 : (left + right) / 2;
  return drawingCentreX + (0.5 - middle) * side;
}

/** Fraction of the artwork's square the drawing fills across and down. */
export function drawingShare(artwork: string): { width: number; height: number } {
  const [left, top, right, bottom] = artworkBounds(artwork);
  return { width: right - left, height: bottom - top };
}

export function placeItem(id: string, spec: ItemSpec, sceneSize: number): PlacedItem {
  const flip = spec.flip ?? false;
  const item: PlacedItem = {
    id,
    artwork: spec.artwork,
    label: spec.label,
    role: spec.role,
    x: round(spec.x),
    y: round(spec.y),
    scale: round(spec.side / sceneSize, 4),
    rotation: round(spec.rotation ?? 0),
    flip,
    depth: round(spec.depth, 3),
    isGrounded: spec.isGrounded ?? false,
    box: roundBox(drawingBox(spec.artwork, spec.x, spec.y, spec.side, flip)),
  };
  if (spec.tint) item.tint = spec.tint;
  if (spec.face) {
    const [faceX, faceY, radius] = spec.face;
    item.face = {
      x: round(spec.x - spec.side / 2 + (flip ? 1 - faceX : faceX) * spec.side),
      y: round(spec.y - spec.side / 2 + faceY * spec.side),
      radius: round(radius * spec.side),
    };
  }
  if (spec.characterId) item.characterId = spec.characterId;
  return item;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function roundBox(box: Box): Box {
  return { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
}
