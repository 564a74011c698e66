/**
 * Where the child's face goes: an oval over a character's face anchor, turned and mirrored with
 * the character, and the matching point in the face photo for each picture pixel. Pure numbers.
 */
import type { FaceAnchor } from "../../illustrator";
import { PHOTO_FACE_OVAL } from "../../shared/face-crop";

/** An oval in pixels, turned `angle` radians clockwise about its centre. */
export interface Oval {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  angle: number;
  isMirrored: boolean;
}

/** The child's face oval over an anchor of radius r: a little taller than wide, like a face. */
export const OVAL_ON_ANCHOR = { rx: 0.95, ry: 1.18 } as const;

/** The outer share of the oval's radius over which the face fades into the drawing. */
export const EDGE_FEATHER = 0.22;

/** The oval that covers a character's face in a picture `size` pixels square. */
export function ovalForAnchor(anchor: FaceAnchor, size: number): Oval {
  const radius = anchor.radius * size;
  return {
    cx: anchor.x * size,
    cy: anchor.y * size,
    rx: radius * OVAL_ON_ANCHOR.rx,
    ry: radius * OVAL_ON_ANCHOR.ry,
    angle: (anchor.rotation * Math.PI) / 180,
    isMirrored: anchor.isFlipped,
  };
}

/** The face oval in a face photo `size` pixels square. */
export function photoFaceOval(size: number): Oval {
  return {
    cx: PHOTO_FACE_OVAL.cx * size,
    cy: PHOTO_FACE_OVAL.cy * size,
    rx: PHOTO_FACE_OVAL.rx * size,
    ry: PHOTO_FACE_OVAL.ry * size,
    angle: 0,
    isMirrored: false,
  };
}

/** The whole pixels an oval touches, kept inside a width × height picture (right/bottom exclusive). */
export function ovalPixelBounds(oval: Oval, width: number, height: number): PixelRect {
  const cos = Math.cos(oval.angle);
  const sin = Math.sin(oval.angle);
  const halfWidth = Math.hypot(oval.rx * cos, oval.ry * sin);
  const halfHeight = Math.hypot(oval.rx * sin, oval.ry * cos);
  return {
    left: clamp(Math.floor(oval.cx - halfWidth), 0, width),
    top: clamp(Math.floor(oval.cy - halfHeight), 0, height),
    right: clamp(Math.ceil(oval.cx + halfWidth) + 1, 0, width),
    bottom: clamp(Math.ceil(oval.cy + halfHeight) + 1, 0, height),
  };
}

export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where picture pixel (px, py) falls in the oval: `across`/`down` from -1 to 1 along the oval's
 * own axes (mirrored if the character is), and `distance` 0 at the centre, 1 on the edge.
 */
export function pointInOval(oval: Oval, px: number, py: number) {
  const dx = px - oval.cx;
  const dy = py - oval.cy;
  const cos = Math.cos(oval.angle);
  const sin = Math.sin(oval.angle);
  const along = (dx * cos + dy * sin) / oval.rx;
  const down = (-dx * sin + dy * cos) / oval.ry;
  return {
    across: oval.isMirrored ? -along : along,
    down,
    distance: Math.hypot(along, down),
  };
}

/** The photo pixel that shows the same spot of the face. */
export function photoPointFor(photoOval: Oval, across: number, down: number) {
  return { x: photoOval.cx + across * photoOval.rx, y: photoOval.cy + down * photoOval.ry };
}

/** How much of the face shows at `distance` from the centre: 1 inside, a smooth fade at the edge. */
export function edgeAlpha(distance: number, feather = EDGE_FEATHER): number {
  if (distance >= 1) return 0;
  const start = 1 - feather;
  if (distance <= start) return 1;
  const t = (1 - distance) / feather;
  return t * t * (3 - 2 * t);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
