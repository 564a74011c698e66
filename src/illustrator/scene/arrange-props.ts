/**
 * Scenery for the place (trees at the sides, the sun in the sky, shells in the front corners),
 * each put where it touches no character (nor what they wear, nor a pool's water unless it
 * belongs in it), overlaps other scenery least and is never cut off by the frame. Scenery with no
 * free spot, even made smaller, is left out.
 */
import type { Box } from "./scene";
import { centreForBottom, drawingBox, type ItemSpec } from "./place-item";
import { POND, type PlaceStyle, type PropSpec, type PropZone } from "./place-styles";
import type { Random } from "./random";
import { NOUNS } from "../vocabulary/nouns";

const TRIES = 8;
/** After the first tries, scenery is tried smaller to fit beside big characters. */
const SMALLER_TRIES = [0.8, 0.65] as const;

/** What the sky shows where the sun would be. */
export type SkyLook = "fair" | "sunset" | "night" | "rain" | "storm" | "snow" | "fog";

const SUN_STAND_INS: Readonly<Record<Exclude<SkyLook, "fair">, PropSpec | undefined>> = {
  // The sky's painting has the setting sun low on the horizon; none stays up at noon.
  sunset: undefined,
  night: { artwork: "crescent-moon", label: "moon", zone: "sky", size: 0.15 },
  rain: { artwork: "cloud-with-rain", label: "rain cloud", zone: "sky", size: 0.2 },
  storm: {
    artwork: "cloud-with-lightning-and-rain",
    label: "storm cloud",
    zone: "sky",
    size: 0.22,
  },
  snow: { artwork: "cloud-with-snow", label: "snow cloud", zone: "sky", size: 0.2 },
  fog: undefined,
};

export function arrangeProps(
  style: PlaceStyle,
  sky: SkyLook,
  characters: readonly ItemSpec[],
  hasPoolOnGround: boolean,
  size: number,
  random: Random,
): ItemSpec[] {
  const isNamed = namedThings(characters, style.props);
  const characterBoxes = characters.map((item) =>
    drawingBox(item.artwork, item.x, item.y, item.side, item.flip),
  );

  const placed: ItemSpec[] = [];
  const placedBoxes: Box[] = [];
  const swapSides = random.next() < 0.5;
  for (const daytimeSpec of style.props) {
    const spec = sky !== "fair" && daytimeSpec.label === "sun" ? SUN_STAND_INS[sky] : daytimeSpec;
    if (!spec || isNamed(spec)) continue;
    if (spec.label === "cloud" && sky !== "fair" && sky !== "sunset" && sky !== "night") continue;
    const [min, max] = spec.count ?? [1, 1];
    const copies = Math.round(random.between(min, max));
    for (let copy = 0; copy < copies; copy += 1) {
      const zone = swapSides ? mirrorZone(spec.zone) : spec.zone;
      const keepDry = hasPoolOnGround && zone !== "water" && zone !== "sky";
      const best = bestSpot(spec, zone, style, size, random, characterBoxes, placedBoxes, keepDry);
      if (!best) continue;
      placed.push(best.item);
      placedBoxes.push(best.box);
    }
  }
  const window = [...placed, ...characters].find((item) => item.artwork === "window");
  const moon = sky === "night" && window ? moonInWindow(window) : undefined;
  if (moon && !isNamed(moon)) placed.push(moon);
  return placed;
}

/**
 * Scenery that is a thing the child named is not drawn again: the named sofa is the room's sofa,
 * the named moon the night's moon (whatever drawing each is: the same artwork, the artwork the
 * scenery's word draws, or the same last word, "full moon" and "moon"). Scenery a place has
 * several of (its trees, flowers, clouds) stays around a named one.
 */
function namedThings(
  characters: readonly ItemSpec[],
  props: readonly PropSpec[],
): (spec: Pick<PropSpec, "artwork" | "label" | "count">) => boolean {
  const artworks = new Set(characters.map((item) => item.artwork));
  const names = new Set(characters.map((item) => lastWord(item.label)));
  return (spec) => {
    if (artworks.has(spec.artwork)) return true;
    const isSeveral =
      (spec.count?.[1] ?? 1) > 1 || props.filter((each) => each.label === spec.label).length > 1;
    if (isSeveral) return false;
    const drawing = NOUNS[spec.label]?.artwork;
    return names.has(lastWord(spec.label)) || (drawing !== undefined && artworks.has(drawing));
  };
}

function lastWord(label: string): string {
  return label.toLowerCase().split(" ").pop() ?? "";
}

/** A room at night: the moon shows in its window (a room has no sky of its own). */
function moonInWindow(window: ItemSpec): ItemSpec {
  return {
    ...window,
    artwork: "crescent-moon",
    label: "moon",
    x: window.x + window.side * 0.16,
    y: window.y - window.side * 0.16,
    side: window.side * 0.36,
    depth: window.depth - 0.001,
  };
}

function bestSpot(
  spec: PropSpec,
  zone: PropZone,
  style: PlaceStyle,
  size: number,
  random: Random,
  avoidBoxes: Box[],
  placedBoxes: Box[],
  keepDry: boolean,
): { item: ItemSpec; box: Box } | undefined {
  const scales = [...Array<number>(TRIES).fill(1), ...SMALLER_TRIES];
  let best: { item: ItemSpec; box: Box; crowded: number } | undefined;
  for (const scale of scales) {
    const item = candidate(spec, zone, style, size, random, scale);
    const box = fitInFrame(
      drawingBox(item.artwork, item.x, item.y, item.side, item.flip),
      item,
      size,
    );
    if (sumOverlap(box, avoidBoxes) > 0 || (keepDry && standsInPool(box, size))) continue;
    const crowded = sumOverlap(box, placedBoxes) / Math.max(1, box.width * box.height);
    if (!best || crowded < best.crowded) best = { item, box, crowded };
    if (crowded === 0) break;
  }
  return best;
}

function candidate(
  spec: PropSpec,
  zone: PropZone,
  style: PlaceStyle,
  size: number,
  random: Random,
  scale: number,
): ItemSpec {
  const horizon = style.horizon * size;
  const groundFront = size * 0.97;
  const base = {
    artwork: spec.artwork,
    label: spec.label,
    role: "prop" as const,
    flip: random.next() < 0.5,
    ...(spec.tint ? { tint: spec.tint } : {}),
  };
  const onGround = (xFrom: number, xTo: number, depth: number) => {
    const side = size * spec.size * scale * random.between(0.9, 1.08) * (1 - 0.35 * depth);
    const bottom = groundFront + (horizon + size * 0.015 - groundFront) * depth;
    return {
      ...base,
      x: size * random.between(xFrom, xTo),
      y: centreForBottom(spec.artwork, bottom, side),
      side,
      depth,
      isGrounded: true,
    };
  };
  switch (zone) {
    case "left":
      return onGround(0.08, 0.2, random.between(0.35, 0.5));
    case "right":
      return onGround(0.8, 0.92, random.between(0.35, 0.5));
    case "back":
      return style.isUnderwater || style.isOpen
        ? floating(0.25, 0.75, 0.9)
        : onGround(0.12, 0.88, random.between(0.88, 0.96));
    case "front":
      return random.next() < 0.5 ? onGround(0.03, 0.22, 0) : onGround(0.78, 0.97, 0);
    case "water":
      return style.isUnderwater ? floating(0.15, 0.8, 0.6) : onGround(0.3, 0.7, 0.55);
    case "sky": {
      const side = size * spec.size * scale * random.between(0.85, 1.1);
      const lowest = Math.max(size * 0.12, Math.min(horizon, size * 0.62) - side * 0.7);
      return {
        ...base,
        x: size * random.between(0.08, 0.92),
        y: random.between(size * 0.08 + side / 2, lowest),
        side,
        depth: 0.9,
        flip: false,
        rotation: 0,
      };
    }
  }

  function floating(yFrom: number, yTo: number, depth: number): ItemSpec {
    const side = size * spec.size * scale * random.between(0.85, 1.1);
    return {
      ...base,
      x: size * random.between(0.1, 0.9),
      y: size * random.between(yFrom, yTo),
      side,
      depth,
    };
  }
}

/** Moves an item so its drawing lies inside the frame (with a small margin). */
function fitInFrame(box: Box, item: ItemSpec, size: number): Box {
  const margin = size * 0.01;
  const dx = clampShift(box.x, box.width, margin, size);
  const dy = item.isGrounded
    ? Math.min(0, size - margin - (box.y + box.height))
    : clampShift(box.y, box.height, margin, size);
  item.x += dx;
  item.y += dy;
  return { ...box, x: box.x + dx, y: box.y + dy };
}

function clampShift(start: number, length: number, margin: number, size: number): number {
  if (start < margin) return margin - start;
  if (start + length > size - margin) return size - margin - (start + length);
  return 0;
}

function mirrorZone(zone: PropZone): PropZone {
  if (zone === "left") return "right";
  if (zone === "right") return "left";
  return zone;
}

/** The bottom of the drawing (where it stands) is in the pool's water. */
function standsInPool(box: Box, size: number): boolean {
  const bottom = box.y + box.height;
  return [box.x, box.x + box.width / 2, box.x + box.width].some((x) => {
    const across = (x - POND.cx * size) / (POND.rx * size);
    const down = (bottom - POND.cy * size) / (POND.ry * size);
    return across * across + down * down < 1;
  });
}

function sumOverlap(box: Box, others: readonly Box[]): number {
  let total = 0;
  for (const other of others) {
    const width = Math.min(box.x + box.width, other.x + other.width) - Math.max(box.x, other.x);
    const height = Math.min(box.y + box.height, other.y + other.height) - Math.max(box.y, other.y);
    if (width > 0 && height > 0) total += width * height;
  }
  return total;
}
