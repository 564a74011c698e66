/**
 * Real-world sizes between the things of one picture: each pair keeps its real height ratio
 * (vocabulary/real-heights.ts), as far as the frame allows with the smaller one still big enough
 * to see — an owl is a small part of its tree, a giraffe about as tall as a tree, a cup much
 * smaller than the table under it.
 */
import type { ParsedThing } from "../parse/parsed-description";
import { REAL_HEIGHTS } from "../vocabulary/real-heights";
import { drawingShare } from "./place-item";

/** How tall a grown-up is: the measure a noun's `bulk` is given against. */
const GROWN_UP_HEIGHT = 1.7;
/** Unlisted things: `bulk` is a size squeezed for drawing, so it is stretched back out. */
const BULK_STRETCH = 2.2;
const TALLEST_UNLISTED = 12;
/**
 * When the child said the sizes of both ("a big cat and a small dog"), the words decide: the
 * real ratio between them is squeezed this much.
 */
const SAID_SIZES_SQUEEZE = 0.25;
/** The biggest thing of a picture may be drawn this share of its side… */
export const BIGGEST_SIDE = 0.85;
/** …and the main thing is never drawn below this share when something much bigger is there… */
export const MAIN_LEAST_SIDE = 0.2;
/** …so no pair is drawn further apart in size than this, however far apart in the world. */
export const WIDEST_RATIO = BIGGEST_SIDE / MAIN_LEAST_SIDE;

type Sized = Pick<ParsedThing, "artwork" | "bulk" | "category" | "sizeWord">;

/** A person of the kit lying down: their height is measured along their drawing's width. */
const LYING_DOWN = /^kit-person_.*_(lie|tucked-in)$/;

/** How tall a thing is in the world, in metres. */
export function realHeight(thing: Sized): number {
  const listed = REAL_HEIGHTS[thing.artwork];
  if (listed !== undefined) return listed;
  // A person's bulk is their height against a grown-up's.
  if (thing.category === "people") return GROWN_UP_HEIGHT * thing.bulk;
  return Math.min(TALLEST_UNLISTED, GROWN_UP_HEIGHT * thing.bulk ** BULK_STRETCH);
}

/**
 * How much bigger a thing's drawing square is than the other's so that its drawn height is its
 * real height against the other's (a wide bus and a tall giraffe fill their squares differently).
 */
export function realSideRatio(thing: Sized, other: Sized): number {
  const heights = realHeight(thing) / realHeight(other);
  const ratio = (heights * drawnHeight(other.artwork)) / drawnHeight(thing.artwork);
  return thing.sizeWord && other.sizeWord ? ratio ** SAID_SIZES_SQUEEZE : ratio;
}

/** How much of its square a drawing's real height takes (a lying person's: along its width). */
function drawnHeight(artwork: string): number {
  const share = drawingShare(artwork);
  return LYING_DOWN.test(artwork) ? share.width : share.height;
}
