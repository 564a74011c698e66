/**
 * Lays out things said to be under, behind, in front of or above another thing against that
 * thing's drawing: the other things are arranged first, then each related thing is arranged on
 * its own and moved and scaled into its place (under the underside of a table, peeking out from
 * behind a bush, above a log).
 */
import type { ParsedThing } from "../parse/parsed-description";
import type { SpatialRelation } from "../vocabulary/relations";
import { arrangeCharacters, type ArrangedThing, type Arrangement } from "./arrange-characters";
import { drawingBox, type ItemSpec } from "./place-item";
import type { PlaceStyle } from "./place-styles";
import type { Random } from "./random";
import type { Box } from "./scene";

/** Relations that move a thing against another (on and in seat it; near keeps them side by side). */
const LAID_OUT: ReadonlySet<SpatialRelation> = new Set(["under", "behind", "front", "above"]);

export function arrangeWithRelations(
  things: readonly ParsedThing[],
  style: PlaceStyle,
  size: number,
  random: Random,
): Arrangement {
  const related = things.filter(
    (thing) =>
      thing.relation &&
      LAID_OUT.has(thing.relation.kind) &&
      otherOf(thing, things) !== undefined &&
      !thing.isMany,
  );
  const free = things.filter((thing) => !related.includes(thing));
  const arrangement = arrangeCharacters(free, style, size, random);
  for (const thing of related) {
    const other = otherOf(thing, things);
    const anchor = arrangement.arranged
      .find((entry) => entry.thing === other)
      ?.items.find((item) => item.role === "subject");
    const alone = arrangeCharacters([thing], style, size, random).arranged[0];
    if (!alone) continue;
    const entry = anchor ? laidAgainst(alone, anchor, thing.relation!.kind, size) : alone;
    if (thing === things[0]) arrangement.arranged.unshift(entry);
    else arrangement.arranged.push(entry);
  }
  return arrangement;
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
): ArrangedThing {
  const other = drawingBox(anchor.artwork, anchor.x, anchor.y, anchor.side, anchor.flip);
  const own = unionBox(entry.items);
  const centre = other.x + other.width / 2;
  const bottom = other.y + other.height;
  switch (kind) {
    case "under":
      // Below the underside: small enough to fit beneath, in front of the legs or trunk.
      return moved(entry, own, {
        centreX: centre,
        bottom,
        maxWidth: other.width * 0.8,
        maxHeight: other.height * 0.5,
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

interface Target {
  centreX: number;
  bottom: number;
  maxWidth: number;
  maxHeight: number;
  depth: number;
  isGrounded?: boolean;
}

/** Moves and scales every item of a thing together, keeping how they sit against each other. */
function moved(entry: ArrangedThing, own: Box, target: Target): ArrangedThing {
  const scale = Math.min(1, target.maxWidth / own.width, target.maxHeight / own.height);
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
