/**
 * Lays out things said to be under, below, behind, in front of, above or around another thing
 * against that thing's drawing: the other things are arranged first, then each related thing is
 * arranged on its own and moved and scaled into its place (under the underside of a table,
 * peeking out from behind a bush, above a log, in a ring around a tree), at its real-world size
 * against the other (a bird above a boat is smaller than the boat). Left of, right of, between
 * and the sides of the picture set the order things stand in from left to right; far away
 * things stand small, higher up the ground, behind the rest.
 */
import type { ParsedThing } from "../parse/parsed-description";
import { OPENINGS, SIDEWAYS, type SpatialRelation } from "../vocabulary/relations";
import { arrangeCharacters, type ArrangedThing, type Arrangement } from "./arrange-characters";
import { drawingBox, type ItemSpec } from "./place-item";
import type { PlaceStyle } from "./place-styles";
import type { Random } from "./random";
import { realSideRatio, WIDEST_RATIO } from "./real-size";
import type { Box } from "./scene";

/**
 * Relations that move a thing against another: on and in seat it (in is laid out only against
 * an opening, a cave's mouth); near, left, right and between keep things side by side.
 */
const LAID_OUT: ReadonlySet<SpatialRelation> = new Set([
  "in",
  "under",
  "below",
  "behind",
  "front",
  "above",
  "around",
  "hang",
]);
/** Things this big (a tree, a house) have room under them for a child standing. */
const TALL_BULK = 1.4;
/** How much smaller a far away thing is drawn than near. */
const FAR_SCALE = 0.4;

export function arrangeWithRelations(
  things: readonly ParsedThing[],
  style: PlaceStyle,
  size: number,
  random: Random,
): Arrangement {
  const related = things.filter((thing) => isLaidOut(thing, things));
  const far = things.filter((thing) => thing.isFar && !related.includes(thing));
  const { free, leftToRight } = sideBySide(
    things.filter((thing) => !related.includes(thing) && !far.includes(thing)),
    things,
  );
  const arrangement = arrangeCharacters(free, style, size, random, leftToRight);
  for (const thing of related) {
    const other = otherOf(thing, things);
    const anchor = arrangement.arranged
      .find((entry) => entry.thing === other)
      ?.items.find((item) => item.role === "subject");
    const kind = thing.relation!.kind;
    const alone = arrangeCharacters(
      [kind === "around" ? { ...thing, count: 1 } : thing],
      style,
      size,
      random,
    ).arranged[0];
    if (!alone) continue;
    const real = anchor && other ? realSide(thing, other, anchor) : undefined;
    if (kind === "hang" && anchor && other && other.bulk < TALL_BULK) {
      // From a hook: the thing keeps its size, off the ground, and the hook goes to its top.
      const hanger = arrangement.arranged.findIndex((each) => each.thing === other);
      const hung = hangBelow(alone, size);
      const hook = arrangement.arranged[hanger];
      if (hook) arrangement.arranged[hanger] = hookOver(hook, hung, thing, other, size);
      if (thing === things[0]) arrangement.arranged.unshift(hung);
      else arrangement.arranged.push(hung);
      continue;
    }
    const entry =
      anchor && real
        ? kind === "around"
          ? { ...ringAround(alone, anchor, thing.count, real, size), thing }
          : laidAgainst(alone, anchor, kind, size, real, other!)
        : alone;
    if (thing === things[0]) arrangement.arranged.unshift(entry);
    else arrangement.arranged.push(entry);
  }
  for (const thing of free) besideAcrossRows(arrangement.arranged, thing, things, size);
  for (const thing of things.filter((each) => isCovered(each, things))) {
    coverOver(arrangement.arranged, thing, otherOf(thing, things)!);
  }
  for (const thing of far) {
    const alone = arrangeCharacters([thing], style, size, random).arranged[0];
    if (alone) arrangement.arranged.push(farAway(alone, arrangement.arranged, style, size));
  }
  return arrangement;
}

/**
 * Laid out against another thing: not when the other is up in the sky and this one stands on
 * the ground ("a tent under the stars": the stars stay in the sky), nor when copies are lots.
 */
function isLaidOut(thing: ParsedThing, things: readonly ParsedThing[]): boolean {
  const kind = thing.relation?.kind;
  const other = otherOf(thing, things);
  if (!kind || !LAID_OUT.has(kind) || !other) return false;
  if ((kind === "under" || kind === "below") && other.habitat === "sky") return false;
  if (isCovered(thing, things)) return false;
  return kind === "around" || !thing.isMany;
}

/**
 * Left or right of a thing in another row (a bird in the sky to the left of a tree on the
 * ground): the row order cannot say it, so the thing is moved sideways past the other.
 */
function besideAcrossRows(
  arranged: ArrangedThing[],
  thing: ParsedThing,
  things: readonly ParsedThing[],
  size: number,
): void {
  const kind = thing.relation?.kind;
  if (kind !== "left" && kind !== "right") return;
  const other = otherOf(thing, things);
  const entry = arranged.find((each) => each.thing === thing);
  const against = arranged.find((each) => each.thing === other);
  if (!entry || !against) return;
  const own = unionBox(entry.items);
  const them = unionBox(against.items.filter((item) => item.role === "subject"));
  const gap = size * 0.02;
  const wanted =
    kind === "left"
      ? Math.min(own.x, them.x - gap - own.width)
      : Math.max(own.x, them.x + them.width + gap);
  const x = Math.min(size - own.width, Math.max(0, wanted));
  if (x === own.x) return;
  entry.items = entry.items.map((item) => ({ ...item, x: item.x + x - own.x }));
}

/** Things held up over something bigger (artwork ids); under anything else one fits beneath. */
const COVERS: ReadonlySet<string> = new Set([
  "umbrella",
  "umbrella-with-rain-drops",
  "closed-umbrella",
  "umbrella-on-ground",
]);
/** How much bigger than what it is under a thing is for that to be held over it instead. */
const COVERED_BULK = 1.05;

/**
 * Under an umbrella smaller than itself ("a girl under an umbrella"): it keeps its size and the
 * umbrella is held over it, rather than it shrinking to fit beneath.
 */
function isCovered(thing: ParsedThing, things: readonly ParsedThing[]): boolean {
  const other = otherOf(thing, things);
  const kind = thing.relation?.kind;
  if (!other || (kind !== "under" && kind !== "below") || other.habitat === "sky") return false;
  return COVERS.has(other.artwork) && thing.bulk > other.bulk * COVERED_BULK && !thing.isMany;
}

/** Moves the cover over the thing's top, a little behind it so the face stays in front. */
function coverOver(arranged: ArrangedThing[], thing: ParsedThing, cover: ParsedThing): void {
  const under = arranged.find((entry) => entry.thing === thing);
  const index = arranged.findIndex((entry) => entry.thing === cover);
  const over = arranged[index];
  if (!under || !over) return;
  const below = unionBox(under.items.filter((item) => item.role === "subject"));
  const own = unionBox(over.items);
  const scale = Math.max(1, (below.width * 1.1) / own.width);
  arranged[index] = movedTo(over, own, {
    centreX: below.x + below.width / 2,
    bottom: below.y + Math.min(below.height * 0.3, own.height * scale * 0.6),
    maxWidth: own.width * scale,
    maxHeight: own.height * scale,
    maxScale: scale,
    grow: true,
    depth: (under.items[0]?.depth ?? 0.1) + 0.03,
    isGrounded: false,
  });
}

/**
 * The order things stand in from left to right, when said: "a cat to the left of a dog", "a cat
 * between two dogs" (the two dogs one either side), "a duck on the left". Undefined otherwise.
 */
function sideBySide(
  free: readonly ParsedThing[],
  things: readonly ParsedThing[],
): { free: ParsedThing[]; leftToRight?: ParsedThing[] } {
  const isSideways = (thing: ParsedThing) =>
    (thing.relation && SIDEWAYS.has(thing.relation.kind)) || thing.sideOfPicture !== undefined;
  if (!free.some(isSideways)) return { free: [...free] };
  const list = [...free];
  // The main thing in the middle, the others alternately to its right and left.
  const order: ParsedThing[] = [];
  list.forEach((thing, index) => (index % 2 === 1 ? order.push(thing) : order.unshift(thing)));
  const move = (thing: ParsedThing, to: (rest: ParsedThing[]) => number) => {
    order.splice(order.indexOf(thing), 1);
    order.splice(to(order), 0, thing);
  };
  for (const thing of list) {
    const relation = thing.relation;
    const other = otherOf(thing, things);
    if (!relation || !other || !order.includes(other)) continue;
    if (relation.kind === "left") move(thing, (rest) => rest.indexOf(other));
    if (relation.kind === "right") move(thing, (rest) => rest.indexOf(other) + 1);
    if (relation.kind === "between") {
      const second = relation.and && order.includes(relation.and) ? relation.and : undefined;
      const [leftSide, rightSide] = second ? [other, second] : twoOf(other, list, order);
      order.splice(order.indexOf(thing), 1);
      if (order.includes(rightSide)) order.splice(order.indexOf(rightSide), 1);
      order.splice(order.indexOf(leftSide) + 1, 0, thing);
      if (rightSide !== leftSide) order.splice(order.indexOf(thing) + 1, 0, rightSide);
    }
  }
  for (const thing of list.filter((each) => each.sideOfPicture === "left")) move(thing, () => 0);
  for (const thing of list.filter((each) => each.sideOfPicture === "right")) {
    move(thing, (rest) => rest.length);
  }
  return { free: list, leftToRight: order };
}

/**
 * "between two dogs": the two dogs become two things of one each, so one can stand either side
 * (the list and the order are changed in place).
 */
function twoOf(
  thing: ParsedThing,
  list: ParsedThing[],
  order: ParsedThing[],
): [ParsedThing, ParsedThing] {
  if (thing.count !== 2) return [thing, thing];
  const first = { ...thing, count: 1, isMany: false };
  const second = { ...first };
  list.splice(list.indexOf(thing), 1, first, second);
  order.splice(order.indexOf(thing), 1, first);
  return [first, second];
}

/** The thing of the picture a relation points at (a story's cast may hold a copy of it). */
function otherOf(thing: ParsedThing, things: readonly ParsedThing[]): ParsedThing | undefined {
  const to = thing.relation?.to;
  if (!to) return undefined;
  return things.find((candidate) => candidate === to) ?? things.find((c) => c.word === to.word);
}

function laidAgainst(
  entry: ArrangedThing,
  anchor: ItemSpec,
  kind: SpatialRelation,
  size: number,
  realSide: number,
  otherThing: ParsedThing,
): ArrangedThing {
  const other = drawingBox(anchor.artwork, anchor.x, anchor.y, anchor.side, anchor.flip);
  const own = unionBox(entry.items);
  const centre = other.x + other.width / 2;
  const bottom = other.y + other.height;
  const moved = (move: ArrangedThing, box: Box, target: Target) =>
    movedTo(move, box, { ...target, maxScale: realSide / subjectSide(entry) });
  const opening = OPENINGS[anchor.artwork];
  switch (kind) {
    case "in":
      if (!opening) return entry;
      // In the opening (a cave's mouth): standing on its floor, no bigger than the opening.
      return moved(entry, own, {
        centreX: other.x + other.width * (anchor.flip ? 1 - opening.x : opening.x),
        bottom: other.y + other.height * opening.bottom,
        maxWidth: other.width * opening.width,
        maxHeight: other.height * opening.height,
        depth: anchor.depth - 0.03,
      });
    case "hang": {
      // From a branch: its top under the lower leaves, to one side of the trunk, off the ground.
      const top = other.y + other.height * BRANCH_HEIGHT;
      const scale = Math.min(
        realSide / subjectSide(entry),
        (other.height * HUNG_FROM_TREE) / own.height,
        1,
      );
      return moved(entry, own, {
        centreX: centre + other.width * (centre > size / 2 ? -0.22 : 0.22),
        bottom: top + own.height * scale,
        maxWidth: other.width * 0.5,
        maxHeight: other.height * HUNG_FROM_TREE,
        depth: anchor.depth - 0.03,
        isGrounded: false,
      });
    }
    case "below": {
      // Under the other's bottom (a fish below a boat), when the picture has room; else under.
      const scale = Math.min(realSide / subjectSide(entry), other.width / own.width);
      const top = bottom - other.height * 0.05;
      if (top + own.height * scale <= size * 0.97) {
        return moved(entry, own, {
          centreX: centre,
          bottom: top + own.height * scale,
          maxWidth: other.width,
          maxHeight: size,
          depth: anchor.depth - 0.03,
          isGrounded: false,
        });
      }
      return laidAgainst(entry, anchor, "under", size, realSide, otherThing);
    }
    case "under":
      // Below the underside: small enough to fit beneath, in front of the legs or trunk.
      return moved(entry, own, {
        centreX: centre,
        bottom,
        maxWidth: other.width * 0.8,
        // Under a tall thing (a tree) there is room for most of its height; under a table half.
        maxHeight: other.height * (otherThing.bulk >= TALL_BULK ? 0.8 : 0.5),
        depth: anchor.depth - 0.03,
      });
    case "behind":
      // Peeking out from behind one side, a little further back, partly hidden.
      return moved(entry, own, {
        centreX: other.x + other.width * (other.x + other.width / 2 > size / 2 ? 0.15 : 0.85),
        bottom: bottom - size * 0.02,
        maxWidth: other.width * 0.9,
        maxHeight: other.height * 0.85,
        depth: anchor.depth + 0.05,
      });
    case "front":
      return moved(entry, own, {
        centreX: centre + other.width * 0.15,
        bottom: Math.min(size * 0.97, bottom + size * 0.03),
        maxWidth: other.width,
        maxHeight: other.height * 0.8,
        depth: anchor.depth - 0.05,
      });
    default: {
      const room = other.y - size * 0.05;
      return moved(entry, own, {
        centreX: centre,
        bottom: other.y - size * 0.02,
        maxWidth: size * 0.5,
        maxHeight: Math.max(size * 0.1, room),
        depth: anchor.depth - 0.03,
        isGrounded: false,
      });
    }
  }
}

/** How far down a tree its lowest branches are, and how much of its height a thing hung there takes. */
const BRANCH_HEIGHT = 0.45;
const HUNG_FROM_TREE = 0.42;
/** Where the bottom of a thing hung on a hook is, and the most of the picture it may take. */
const HUNG_BOTTOM = 0.84;
const HUNG_MOST = 0.66;
/** The least a hook is drawn, as a share of the picture, and how far its hook reaches below its top. */
const HOOK_LEAST = 0.09;
const HOOK_REACH = 0.65;

/** Hung on a hook: at its own size (as much as fits), off the ground, room above for the hook. */
function hangBelow(entry: ArrangedThing, size: number): ArrangedThing {
  const own = unionBox(entry.items);
  return movedTo(entry, own, {
    centreX: own.x + own.width / 2,
    bottom: size * HUNG_BOTTOM,
    maxWidth: size,
    maxHeight: size * HUNG_MOST,
    depth: 0.1,
    isGrounded: false,
  });
}

/** The hook over what hangs on it: the thing's top at the hook, the hook at its real size. */
function hookOver(
  hook: ArrangedThing,
  hung: ArrangedThing,
  thing: ParsedThing,
  hanger: ParsedThing,
  size: number,
): ArrangedThing {
  const below = unionBox(hung.items);
  const own = unionBox(hook.items);
  const height = Math.max(size * HOOK_LEAST, below.height * realSideRatio(hanger, thing));
  return movedTo(hook, own, {
    centreX: below.x + below.width / 2,
    bottom: below.y + height * (1 - HOOK_REACH),
    maxWidth: size,
    maxHeight: height,
    grow: true,
    depth: 0.15,
    isGrounded: false,
  });
}

/** The side of a thing's own drawing (its first copy). */
function subjectSide(entry: ArrangedThing): number {
  return entry.items.find((item) => item.role === "subject")?.side ?? entry.items[0]?.side ?? 1;
}

/**
 * The side a thing laid against another is drawn at: its real-world size against the other's
 * drawing (a bird above a boat is about half the boat), with its size word.
 */
function realSide(thing: ParsedThing, other: ParsedThing, anchor: ItemSpec): number {
  const relation = Math.min(1.5, Math.max(1 / WIDEST_RATIO, realSideRatio(thing, other)));
  return (anchor.side * relation * thing.scale) / other.scale;
}

/**
 * Several copies in a ring around the other thing: to its left and right, one behind (higher,
 * further back, partly hidden) and the others in front of it.
 */
function ringAround(
  entry: ArrangedThing,
  anchor: ItemSpec,
  count: number,
  realSide: number,
  size: number,
): ArrangedThing {
  const other = drawingBox(anchor.artwork, anchor.x, anchor.y, anchor.side, anchor.flip);
  const own = unionBox(entry.items);
  const scale = Math.min(realSide / subjectSide(entry), (size * 0.3) / Math.max(own.width, 1));
  const width = own.width * scale;
  const height = own.height * scale;
  const centreX = other.x + other.width / 2;
  const centreY = other.y + other.height / 2;
  const radiusX = other.width / 2 + width * 0.45;
  const radiusY = Math.max(other.height / 2, height * 0.6);
  const copies = Math.max(1, count);
  const items: ItemSpec[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    // Starting from the left, around through the back (top) and the front (bottom).
    const angle =
      Math.PI + (2 * Math.PI * copy) / copies + (copies % 2 === 0 ? Math.PI / copies : 0);
    const x = Math.min(size - width / 2, Math.max(width / 2, centreX + radiusX * Math.cos(angle)));
    const middleY = centreY + radiusY * Math.sin(angle);
    const bottom = Math.min(size * 0.97, Math.max(height, middleY + height / 2));
    const isFront = Math.sin(angle) > 0.01;
    const placed = movedTo(entry, own, {
      centreX: x,
      bottom,
      maxWidth: width,
      maxHeight: height,
      depth: anchor.depth + (isFront ? -0.04 : 0.04),
      isGrounded: anchor.isGrounded,
    });
    items.push(
      ...placed.items
        .filter((item) => item.role === "subject")
        .map((item) => ({ ...item, flip: x < centreX })),
    );
  }
  return { thing: entry.thing, items };
}

/**
 * Far away: much smaller, standing higher up the ground (just below the horizon) and behind
 * everything near, to the side of what stands in the middle.
 */
function farAway(
  entry: ArrangedThing,
  near: readonly ArrangedThing[],
  style: PlaceStyle,
  size: number,
): ArrangedThing {
  const own = unionBox(entry.items);
  const width = own.width * FAR_SCALE;
  const nearItems = near.flatMap((each) => each.items);
  const grounded = nearItems.filter((item) => item.isGrounded);
  // Higher up the ground than the things standing near; near the horizon when none stands.
  const nearBottom =
    grounded.length > 0
      ? Math.max(size * 0.6, ...grounded.map((item) => bottomOf(item)))
      : size * 0.92;
  const isInSky = entry.items.every((item) => item.isGrounded === false);
  const bottom = isInSky
    ? own.y + own.height * (1 - (1 - FAR_SCALE) / 2)
    : Math.min(
        nearBottom - size * 0.08,
        Math.max(style.horizon * size + size * 0.06, own.height * FAR_SCALE),
      );
  const nearCentre =
    nearItems.length > 0
      ? nearItems.reduce((sum, item) => sum + item.x, 0) / nearItems.length
      : undefined;
  const centreX =
    nearCentre === undefined
      ? own.x + own.width / 2
      : nearCentre > size / 2
        ? Math.max(size * 0.2, width / 2 + size * 0.04)
        : Math.min(size * 0.8, size * 0.96 - width / 2);
  return movedTo(entry, own, {
    centreX,
    bottom,
    maxWidth: width,
    maxHeight: own.height * FAR_SCALE,
    depth: 0.45,
    ...(isInSky ? { isGrounded: false } : {}),
  });
}

function bottomOf(item: ItemSpec): number {
  const box = drawingBox(item.artwork, item.x, item.y, item.side, item.flip);
  return box.y + box.height;
}

interface Target {
  /** At most this scale of its own drawing (its real-world size against the other). */
  maxScale?: number;
  /** May be drawn bigger than it was arranged (a cover over a bigger thing). */
  grow?: boolean;
  centreX: number;
  bottom: number;
  maxWidth: number;
  maxHeight: number;
  depth: number;
  isGrounded?: boolean;
}

/** Moves and scales every item of a thing together, keeping how they sit against each other. */
function movedTo(entry: ArrangedThing, own: Box, target: Target): ArrangedThing {
  const scale = Math.min(
    target.grow ? Infinity : 1,
    target.maxScale ?? 1,
    target.maxWidth / own.width,
    target.maxHeight / own.height,
  );
  const ownCentre = own.x + own.width / 2;
  const ownBottom = own.y + own.height;
  return {
    thing: entry.thing,
    items: entry.items.map((item) => ({
      ...item,
      x: target.centreX + (item.x - ownCentre) * scale,
      y: target.bottom - (ownBottom - item.y) * scale,
      side: item.side * scale,
      depth: target.depth + (item.depth - 0.1) * 0.1,
      ...(target.isGrounded === false ? { isGrounded: false } : {}),
    })),
  };
}

function unionBox(items: readonly ItemSpec[]): Box {
  const boxes = items.map((item) => drawingBox(item.artwork, item.x, item.y, item.side, item.flip));
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
