/**
 * Places the things a child asked for: the main one large and central, the others beside it in
 * proportion, copies side by side (or scattered when there are lots), riders on what they ride,
 * swimmers in the water and flyers in the sky.
 */
import { artworkBounds } from "../artwork/catalog";
import { kitDrawing } from "../people/kit-artwork";
import { parsePersonArtworkId } from "../people/person-artwork-id";
import { centreForAnchor } from "./kit-anchors";
import { armsAround, kitHeldTarget } from "./hold-in-hands";
import type { ParsedThing } from "../parse/parsed-description";
import {
  centreForBottom,
  centreForDrawingCentreX,
  drawingShare,
  type ItemSpec,
} from "./place-item";
import { POND, type PlaceStyle } from "./place-styles";
import type { Random } from "./random";
import { CONTAINER_RIMS, SEE_THROUGH } from "../vocabulary/relations";
import { BIGGEST_SIDE, MAIN_LEAST_SIDE, realSideRatio, WIDEST_RATIO } from "./real-size";

/** How a thing is held in the picture. */
type Mode = "ground" | "swim" | "float" | "air";

export interface ArrangedThing {
  thing: ParsedThing;
  /** One spec per copy; riders and targets are separate entries. */
  items: ItemSpec[];
}

export interface Arrangement {
  arranged: ArrangedThing[];
  /** Water drawn over the lower part of swimmers. */
  waterline?: number;
}

interface Block {
  thing: ParsedThing;
  mode: Mode;
  side: number;
  /** Width and height of the whole block at the chosen side. */
  width: number;
  height: number;
  flip: boolean;
}

const MAIN_SIDE = 0.46;
/** A kit person's square when they are the tallest person: they stand about 0.6 of the picture. */
const PERSON_SIDE = 0.62;
const MARGIN = 0.04;
const GAP = 0.03;
const MANY = 6;
const FEW = 3;
/** Where the far bank of a painted pool is, as a share of the picture's height. */
const POND_BANK = POND.cy - POND.ry + 0.03;
/** How far below a face's centre the water may come, in face radii (below the chin). */
const CHIN_BELOW_FACE = 1.35;
/** A creature this small (a bee, a mouse) is drawn small on what it sits on. */
const TINY_BULK = 0.35;

/**
 * `leftToRight`: the things in the order said from left to right ("a cat to the left of a dog",
 * "a cat between two dogs"); otherwise the main thing stands in the middle.
 */
export function arrangeCharacters(
  things: readonly ParsedThing[],
  style: PlaceStyle,
  size: number,
  random: Random,
  leftToRight?: readonly ParsedThing[],
): Arrangement {
  const main = things[0];
  if (!main) return { arranged: [] };
  const mainFlip = random.next() < 0.4;
  const tallestPerson = Math.max(0, ...things.filter(isKitPerson).map((thing) => thing.bulk));
  const sizing = isKitPerson(main)
    ? { mainSide: personSide(main, tallestPerson, size), squeeze: 1 }
    : sizingOf(things, main, size);
  const blocks = things.map((thing, index) => {
    const side =
      isKitPerson(thing) && isKitPerson(main)
        ? personSide(thing, tallestPerson, size)
        : sideOf(thing, main, sizing, size);
    const mode = modeOf(thing, style);
    return {
      thing,
      mode,
      side,
      flip: index === 0 ? mainFlip : false,
      ...blockSize(thing, side, mode),
    };
  });
  const arranged: ArrangedThing[] = [];
  let waterline: number | undefined;
  const rows: Record<Mode, Block[]> = { ground: [], swim: [], float: [], air: [] };
  for (const block of blocks) rows[block.mode].push(block);
  const hasLand = rows.ground.length + rows.swim.length + rows.float.length > 0;

  // With a pool painted on the ground, people on foot stand on its far bank, not in the water.
  const hasPool = style.water === "pond" || (rows.swim.length > 0 && !style.water);
  const onBank = hasPool && rows.ground.some((block) => isKitPerson(block.thing));
  const groundBottom = size * (style.isUnderwater ? 0.95 : onBank ? POND_BANK : 0.92);
  arranged.push(
    ...layRow(rows.ground, {
      bottom: groundBottom,
      maxHeight: size * (onBank ? 0.6 : 0.8),
      isGrounded: true,
    }),
  );
  if (rows.swim.length > 0) {
    const swimmers = layRow(rows.swim, {
      bottom: size * 0.9,
      maxHeight: size * 0.62,
      isGrounded: false,
    });
    arranged.push(...swimmers);
    chinsLevel(swimmers);
    waterline = waterlineFor(swimmers);
  }
  const floatCentre = size * (style.isOpen && rows.air.length > 0 ? 0.62 : 0.55);
  arranged.push(
    ...layRow(rows.float, { centre: floatCentre, maxHeight: size * 0.6, isGrounded: false }),
  );
  for (const block of rows.air) {
    if (block.thing.isMany)
      arranged.push(scatterInSky(block, skyBottom(style, hasLand, size), size, random));
  }
  const airRow = rows.air.filter((block) => !block.thing.isMany);
  const airCentre = size * (hasLand ? 0.28 : 0.45);
  arranged.push(
    ...layRow(airRow, {
      centre: airCentre,
      maxHeight: size * (hasLand ? 0.36 : 0.66),
      isGrounded: false,
    }),
  );
  return { arranged, ...(waterline === undefined ? {} : { waterline }) };

  function layRow(
    row: Block[],
    at: { bottom?: number; centre?: number; maxHeight: number; isGrounded: boolean },
  ): ArrangedThing[] {
    if (row.length === 0) return [];
    const ordered = leftToRight
      ? [...row].sort((a, b) => leftToRight.indexOf(a.thing) - leftToRight.indexOf(b.thing))
      : centreFirstOrder(row);
    const totalWidth =
      ordered.reduce((sum, block) => sum + block.width, 0) + GAP * size * (row.length - 1);
    const tallest = Math.max(...ordered.map((block) => block.height));
    const fit = Math.min(1, (size * (1 - 2 * MARGIN)) / totalWidth, at.maxHeight / tallest);
    const widths = ordered.map((block) => block.width * fit);
    const rowWidth = widths.reduce((sum, width) => sum + width, 0) + GAP * size * (row.length - 1);
    const centreIndex = ordered.indexOf(row[0] as Block);
    const slack = Math.max(0, (size - rowWidth) / 2 - size * MARGIN);
    let left = (size - rowWidth) / 2 + (leftToRight ? sideShift(ordered, slack) : 0);
    const centres = widths.map((width) => {
      const centre = left + width / 2;
      left += width + GAP * size;
      return centre;
    });
    const shift = leftToRight
      ? 0
      : clamp(
          size / 2 - (centres[centreIndex] ?? size / 2),
          size * MARGIN - (size - rowWidth) / 2,
          (size - rowWidth) / 2 - size * MARGIN,
        );
    return ordered.map((block, index) => {
      const centreX = (centres[index] ?? size / 2) + shift;
      const facesCentre = centreX < size / 2 - size * 0.05;
      const flip = block === row[0] ? block.flip : facesCentre;
      const bottom = at.bottom ?? (at.centre ?? size / 2) + (block.height * fit) / 2;
      return {
        thing: block.thing,
        items: blockItems({ ...block, flip }, block.side * fit, centreX, bottom, at.isGrounded),
      };
    });
  }
}

/** A row said to stand on one side of the picture ("a dog on the right") moves to that side. */
function sideShift(ordered: Block[], slack: number): number {
  const first = ordered[0]?.thing.sideOfPicture;
  const last = ordered[ordered.length - 1]?.thing.sideOfPicture;
  if (first === "left" && last !== "right") return -slack;
  if (last === "right" && first !== "left") return slack;
  return 0;
}

/** A thing's size against the main thing's in the world (a duck < a cow), with its size word. */
function worldRelation(thing: ParsedThing, main: ParsedThing): number {
  return thing === main ? 1 : (realSideRatio(thing, main) * thing.scale) / main.scale;
}

/** How big the main thing is drawn, and how much bigger things' sizes are squeezed. */
interface Sizing {
  mainSide: number;
  /** A power (at most 1) on how many times bigger than the main thing a thing is. */
  squeeze: number;
}

/**
 * The main thing is drawn large, but smaller when something of the picture is much bigger in the
 * world (a house said after a duck), so the biggest fits at its real size against it; and never
 * so small it cannot be seen: then bigger things are squeezed, in order, into the frame (a mouse,
 * a cat, a horse and a house stay in that order of size).
 */
function sizingOf(things: readonly ParsedThing[], main: ParsedThing, size: number): Sizing {
  const biggest = Math.max(1, ...things.map((thing) => worldRelation(thing, main)));
  const squeeze = biggest > WIDEST_RATIO ? Math.log(WIDEST_RATIO) / Math.log(biggest) : 1;
  const side = clamp(BIGGEST_SIDE / biggest ** squeeze, MAIN_LEAST_SIDE, MAIN_SIDE);
  return { mainSide: size * side * main.scale, squeeze };
}

/** Others keep their real-world size against the main thing (mouse < cat < horse < house). */
function sideOf(thing: ParsedThing, main: ParsedThing, sizing: Sizing, size: number): number {
  if (thing === main) return clamp(sizing.mainSide, size * 0.06, size * BIGGEST_SIDE);
  const relation = worldRelation(thing, main);
  const squeezed = relation > 1 ? relation ** sizing.squeeze : relation;
  const countShrink = thing.count > 1 ? 0.85 : 1;
  return clamp(
    (sizing.mainSide / main.scale) * squeezed * countShrink,
    size * 0.06,
    size * BIGGEST_SIDE,
  );
}

/**
 * People stand at their real heights against each other: the tallest person of the picture is
 * drawn big, a child about two thirds of a grown-up, a baby about two fifths.
 */
function personSide(thing: ParsedThing, tallestPerson: number, size: number): number {
  const countShrink = thing.count > 1 ? 0.85 : 1;
  const relation = thing.bulk / (tallestPerson || thing.bulk);
  const side = size * PERSON_SIDE * relation * thing.scale * countShrink;
  // A pose drawn smaller to fit its square (arms up, lying down) keeps the person's size.
  const poseScale = kitDrawing(thing.artwork)?.scale ?? 1;
  return clamp(side / poseScale, size * 0.1, size * 0.9);
}

/** A kit person sitting or riding (not standing on a deck) sits with their seat on the seat. */
function sitsOnSeat(artwork: string): boolean {
  const pose = parsePersonArtworkId(artwork)?.pose;
  return pose === "sit" || pose === "doze" || pose === "ride" || pose === "lie";
}

function isKitPerson(thing: ParsedThing): boolean {
  return kitDrawing(thing.artwork) !== undefined;
}

function modeOf(thing: ParsedThing, style: PlaceStyle): Mode {
  const habitat = thing.perch?.habitat ?? thing.habitat;
  if (thing.action === "fly") return "air";
  if (style.isUnderwater) return habitat === "sky" ? "air" : "float";
  if (habitat === "sky" && thing.action !== "ride") return "air";
  if (style.isOpen) return "float";
  if (thing.action === "swim" || habitat === "water") return "swim";
  return "ground";
}

/** What a thing sits on or in: what it perches on, or what it rides. */
function seatOf(thing: ParsedThing): ParsedThing | undefined {
  return thing.perch ?? (thing.action === "ride" ? thing.target : undefined);
}

/** How far up its seat a sitter's bottom goes: inside a container it sinks in. */
function sittingHeight(seat: ParsedThing): number {
  return seat.isContainer ? 0.28 : (seat.seatHeight ?? 0.5);
}

function blockSize(
  thing: ParsedThing,
  side: number,
  mode: Mode,
): { width: number; height: number } {
  const share = drawingShare(thing.artwork);
  const perRow = isTwoRows(thing) && mode !== "air" ? Math.ceil(thing.count / 2) : thing.count;
  let width = share.width * side * (perRow + (perRow - 1) * 0.08);
  let height = share.height * side * (isTwoRows(thing) ? 1.35 : 1);
  const seat = seatOf(thing);
  if (seat) {
    const seatShare = drawingShare(seat.artwork);
    const seatSide = rideTargetSide(thing, seat, side);
    width = Math.max(width, seatShare.width * seatSide);
    const seatHeight = seatShare.height * seatSide;
    // A big seat (a tree, a basket full of apples) may stand taller than what sits in it.
    height = Math.max(seatHeight, seatHeight * (sittingHeight(seat) + 0.05) + share.height * side);
  }
  if (thing.target && thing.target !== seat && thing.action !== "eat" && thing.action !== "brush") {
    width += drawingShare(thing.target.artwork).width * targetSide(thing, side) * 0.9;
  }
  return { width, height };
}

/**
 * What a thing rides or sits on is drawn at least as big as the rider, a container bigger, and
 * the perch of a tiny creature (a bee's flower, a caterpillar's leaf) much bigger.
 */
function rideTargetSide(rider: ParsedThing, seat: ParsedThing, riderSide: number): number {
  const least = rider.bulk <= TINY_BULK ? 1.6 : seat.isContainer ? 1.15 : 1;
  const side = riderSide * clamp(realSideRatio(seat, rider), least, WIDEST_RATIO) * seat.scale;
  if (!seat.isContainer) return side;
  // A container is drawn deep enough to hold most of what sits in it (a cat in a shoe).
  const deepEnough =
    (riderSide * drawingShare(rider.artwork).height * 0.75) / drawingShare(seat.artwork).height;
  // Full of several: wide enough for them side by side, as far as sizes in one picture may differ.
  const wideEnough =
    (riderSide * drawingShare(rider.artwork).width * copiesAcross(rider)) /
    (drawingShare(seat.artwork).width * CONTENTS_SHARE);
  return Math.max(
    side,
    Math.min(deepEnough, riderSide * 2.2),
    Math.min(wideEnough, riderSide * WIDEST_RATIO),
  );
}

function targetSide(owner: ParsedThing, ownerSide: number): number {
  const target = owner.target;
  if (!target) return 0;
  const relation = clamp((target.bulk / owner.bulk) ** 0.6, 0.3, 0.9);
  return ownerSide * relation * target.scale;
}

/** The copies of one thing (and what it rides or holds), standing on `bottom`. */
function blockItems(
  block: Block,
  blockSide: number,
  centreX: number,
  bottom: number,
  isGrounded: boolean,
): ItemSpec[] {
  const { thing, flip } = block;
  const seat = seatOf(thing);
  const seatSide = seat ? rideTargetSide(thing, seat, blockSide) : 0;
  // What is in a container fits inside it: copies across its opening, one seen through glass whole.
  const side = seat ? sideInSeat(thing, seat, blockSide, seatSide) : blockSide;
  const items: ItemSpec[] = [];
  const label = labelOf(thing);
  const base = {
    artwork: thing.artwork,
    label,
    role: "subject" as const,
    flip,
    isGrounded,
    tint: thing.color?.tint,
  };
  const share = drawingShare(thing.artwork);
  let riderBottom = bottom;
  let seatCentreX = centreX;
  let left = centreX - (block.width * (blockSide / block.side)) / 2;
  if (seat) {
    const seatShare = drawingShare(seat.artwork);
    const isSeenThrough = seesThrough(thing, seat);
    items.push(
      targetSpec(
        seat,
        centreForDrawingCentreX(seat.artwork, centreX, seatSide, flip),
        centreForBottom(seat.artwork, bottom, seatSide),
        seatSide,
        flip,
        seat.isContainer && !isSeenThrough ? 0.05 : 0.15,
        isGrounded,
      ),
    );
    riderBottom = bottom - seatShare.height * seatSide * sittingHeight(seat);
    const rim = bottom - seatShare.height * seatSide * (CONTAINER_RIMS[seat.artwork] ?? 0.5);
    if (isSeenThrough) {
      // Seen through the glass: standing on its floor, drawn in front of it.
      riderBottom = bottom - seatShare.height * seatSide * SEEN_THROUGH_FLOOR;
    } else if (seat.isContainer && !seat.isUpsideDown) {
      // In an open container: its lower part hidden by the container's front, the rest above.
      riderBottom = Math.min(riderBottom, rim + share.height * side * HIDDEN_BELOW_RIM);
    }
    if (seat.isContainer && thing.face && !isSeenThrough) {
      // Inside a container the face stays above its rim, whatever the pose: a person's whole
      // face, clearing the bath's bubbles too; a creature peeks over the rim, eyes out.
      const isWholeFace = isKitPerson(thing) || seat.isUpsideDown;
      const faceRim = isWholeFace
        ? bottom - seatShare.height * seatSide * (seat.rimHeight ?? 0.5)
        : rim;
      const [, faceY, faceRadius] = thing.face;
      const belowFace = artworkBounds(thing.artwork)[3] - faceY - (isWholeFace ? faceRadius : 0);
      riderBottom = Math.min(riderBottom, faceRim + belowFace * side);
    }
    if (seat.isUpsideDown) {
      // Out of a turned-over hat: the lower part in it, the head and shoulders out of its brim.
      const opening = bottom - seatShare.height * seatSide * (seat.rimHeight ?? 0.5);
      riderBottom = opening + share.height * side * 0.2;
    }
    // Where across the seat one sits (a canoe's paddle, a bath's shower are in the way elsewhere).
    const across = ((seat.seatX ?? 0.5) - 0.5) * seatShare.width * seatSide * (flip ? -1 : 1);
    seatCentreX = centreX + across;
    left = seatCentreX - (share.width * side * copiesAcross(thing)) / 2;
  }
  const twoRows = isTwoRows(thing);
  const perRow = twoRows ? Math.ceil(thing.count / 2) : thing.count;
  const step = share.width * side * 1.08;
  for (let copy = 0; copy < thing.count; copy += 1) {
    const isBack = twoRows ? copy >= perRow : copy % 2 === 1 && thing.count > 2;
    const slot = twoRows && isBack ? copy - perRow + 0.5 : copy;
    const copySide = side * (isBack ? 0.82 : 1);
    const drawingCentreX = left + step * slot + (share.width * side) / 2;
    const copyBottom = riderBottom - (isBack ? side * (twoRows ? 0.28 : 0.05) : 0);
    // A kit person sits with their seat (astride, or on a bench) on the seat's top, legs hanging.
    const seated =
      seat && !seat.isContainer && thing.count === 1 && sitsOnSeat(thing.artwork)
        ? centreForAnchor(thing.artwork, "seat", { x: seatCentreX, y: riderBottom }, copySide, flip)
        : undefined;
    items.push({
      ...base,
      x: seated?.x ?? centreForDrawingCentreX(thing.artwork, drawingCentreX, copySide, flip),
      y: seated?.y ?? centreForBottom(thing.artwork, copyBottom, copySide),
      side: copySide,
      depth: isBack ? 0.14 : 0.1,
      ...(thing.face ? { face: thing.face } : {}),
      ...(thing.characterId ? { characterId: thing.characterId } : {}),
    });
  }
  if (thing.target && thing.target !== seat) {
    const subjects = items.filter((item) => item.role === "subject");
    // "two girls reading books": each of several people holds one of their own.
    const holders = isKitPerson(thing) ? subjects : subjects.slice(0, 1);
    const target = holders.length > 1 ? { ...thing.target, count: 1 } : thing.target;
    for (const holder of holders) {
      const inHands = kitHeldTarget(target, holder, targetSide(thing, side), bottom);
      const held = inHands
        ? targetSpec(target, ...inHands)
        : heldTarget(thing, holder, side, isGrounded, bottom);
      items.push(held);
      const arms = inHands && armsAround(holder, held);
      if (arms) items.push(arms);
      if (!inHands) break;
    }
  }
  return items;
}

/** How far up a glass container what is in it stands (its floor). */
const SEEN_THROUGH_FLOOR = 0.12;
/** How much of what is in an open container is hidden below its rim. */
const HIDDEN_BELOW_RIM = 0.55;
/** How much of a container's width and height what is in it may take. */
const CONTENTS_SHARE = 0.85;
const SEEN_THROUGH_SHARE = 0.6;

/** In a glass container, or a water creature in whatever holds its water: seen through it. */
function seesThrough(thing: ParsedThing, seat: ParsedThing): boolean {
  return (
    seat.isContainer === true &&
    !seat.isUpsideDown &&
    (SEE_THROUGH.has(seat.artwork) || thing.habitat === "water")
  );
}

/**
 * The side of what sits in a container: its copies side by side across the opening, and one
 * seen through glass wholly inside it.
 */
function sideInSeat(thing: ParsedThing, seat: ParsedThing, side: number, seatSide: number): number {
  if (!seat.isContainer || seat.isUpsideDown) return side;
  const share = drawingShare(thing.artwork);
  const seatShare = drawingShare(seat.artwork);
  if (seesThrough(thing, seat)) {
    const fits = Math.min(seatShare.width / share.width, seatShare.height / share.height);
    return Math.min(side, seatSide * fits * SEEN_THROUGH_SHARE);
  }
  if (thing.count === 1) return side;
  const across =
    (seatShare.width * seatSide * CONTENTS_SHARE) / (share.width * copiesAcross(thing));
  return Math.min(side, across);
}

/** Lots stand in two rows, and more than a few in a container (a basket full of apples). */
function isTwoRows(thing: ParsedThing): boolean {
  return thing.count >= MANY || (thing.perch?.isContainer === true && thing.count > FEW);
}

/** How many copies stand side by side (lots stand in two rows). */
function copiesAcross(thing: ParsedThing): number {
  const perRow = isTwoRows(thing) ? Math.ceil(thing.count / 2) : thing.count;
  return perRow + (perRow - 1) * 0.08;
}

/** What is eaten sits by the mouth; what is hugged, read or played with stands beside. */
function heldTarget(
  owner: ParsedThing,
  holder: ItemSpec,
  ownerSide: number,
  isGrounded: boolean,
  bottom: number,
): ItemSpec {
  const target = owner.target as ParsedThing;
  const towardsFace = holder.flip ? 1 : -1;
  if (owner.action === "eat" || owner.action === "brush") {
    const side = Math.max(ownerSide * 0.3, ownerSide * clamp(target.bulk / owner.bulk, 0.2, 0.45));
    const face = holder.face ?? [0.3, 0.3, 0.15];
    const faceX = holder.x - holder.side / 2 + (holder.flip ? 1 - face[0] : face[0]) * holder.side;
    const faceY = holder.y - holder.side / 2 + face[1] * holder.side;
    const x = faceX + towardsFace * (face[2] * holder.side + side * 0.3);
    return targetSpec(target, x, faceY + side * 0.25, side, holder.flip ?? false, 0.05, false);
  }
  const side = targetSide(owner, ownerSide);
  const holderBox = drawingShare(owner.artwork).width * holder.side;
  const x =
    holder.x + towardsFace * (holderBox / 2 + drawingShare(target.artwork).width * side * 0.4);
  // What floats (a balloon, a kite) is held up high, not stood on the ground.
  const floats = target.habitat === "sky";
  const ownerHeight = drawingShare(owner.artwork).height * holder.side;
  // A kite flies high above whoever holds its string; a balloon floats at their side.
  const heldBottom =
    target.artwork === "kite"
      ? bottom - ownerHeight - ownerSide * 0.12
      : floats
        ? bottom - ownerHeight * 0.5
        : bottom;
  return targetSpec(
    target,
    x,
    centreForBottom(target.artwork, heldBottom, side),
    side,
    holder.flip ?? false,
    0.08,
    isGrounded && !floats,
  );
}

function targetSpec(
  target: ParsedThing,
  x: number,
  y: number,
  side: number,
  flip: boolean,
  depth: number,
  isGrounded: boolean,
): ItemSpec {
  return {
    artwork: target.artwork,
    label: labelOf(target),
    role: "target",
    x,
    y,
    side,
    depth,
    flip,
    isGrounded,
    ...(target.isUpsideDown ? { rotation: 180 } : {}),
    ...(target.color ? { tint: target.color.tint } : {}),
    ...(target.face ? { face: target.face } : {}),
    ...(target.characterId ? { characterId: target.characterId } : {}),
  };
}

/** Lots of stars, balloons or birds spread evenly over the sky (best-candidate sampling). */
/** The lowest a flying thing's centre goes: above the horizon, and above whatever stands on it. */
function skyBottom(style: PlaceStyle, hasLand: boolean, size: number): number {
  const horizon = style.isOpen || style.isUnderwater ? size * 0.9 : style.horizon * size;
  return Math.min(horizon, hasLand ? size * 0.5 : size);
}

function scatterInSky(block: Block, lowest: number, size: number, random: Random): ArrangedThing {
  const { thing } = block;
  const side = clamp(size * 0.13 * thing.scale, size * 0.06, size * 0.22);
  const top = size * 0.05;
  const bottom = lowest - side * 0.6;
  const points: Array<{ x: number; y: number }> = [];
  for (let copy = 0; copy < thing.count; copy += 1) {
    let best = { x: size / 2, y: top, distance: -1 };
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const x = random.between(size * MARGIN + side / 2, size * (1 - MARGIN) - side / 2);
      const y = random.between(top + side / 2, Math.max(top + side / 2, bottom));
      const distance = Math.min(
        Infinity,
        ...points.map((point) => Math.hypot(point.x - x, point.y - y)),
      );
      if (distance > best.distance) best = { x, y, distance };
    }
    points.push(best);
  }
  const items = points.map((point): ItemSpec => ({
    artwork: thing.artwork,
    label: labelOf(thing),
    role: "subject",
    x: point.x,
    y: point.y,
    side: side * random.between(0.8, 1.15),
    depth: 0.3,
    rotation: random.between(-14, 14),
    flip: random.next() < 0.5,
    ...(thing.color ? { tint: thing.color.tint } : {}),
  }));
  return { thing, items };
}

/** The main block in the middle, the others alternately to its right and left. */
function centreFirstOrder(row: Block[]): Block[] {
  const ordered: Block[] = [];
  row.forEach((block, index) => {
    if (index % 2 === 1) ordered.push(block);
    else ordered.unshift(block);
  });
  return ordered;
}

/**
 * The water's surface: over the lower part of what swims or floats, up to a swimmer's chin (their
 * head and shoulders out), and always below every person's face (a sailor's above the boat).
 */
function waterlineFor(swimmers: ArrangedThing[]): number {
  const items = swimmers.flatMap((entry) => entry.items);
  // Who sits in a boat is above the water with it: the boat alone says how deep the water is.
  const afloat = swimmers.flatMap((entry) =>
    entry.thing.perch ? entry.items.filter((item) => item.role === "target") : entry.items,
  );
  const people = items.filter((item) => kitDrawing(item.artwork) && item.face);
  const chins = people
    .filter((item) => parsePersonArtworkId(item.artwork)?.pose === "swim")
    .map((item) => chinOf(item));
  const depths = afloat
    .filter((item) => !kitDrawing(item.artwork))
    .map((item) => {
      const share = drawingShare(item.artwork);
      const bottom = item.y + (share.height / 2) * item.side;
      return bottom - share.height * item.side * 0.38;
    });
  const faceBottoms = people.map((item) => chinOf(item, 1));
  return Math.max(Math.min(...depths, ...chins), ...faceBottoms);
}

/** People swimming side by side, big and small, keep their chins at one water level. */
function chinsLevel(swimmers: ArrangedThing[]): void {
  const heads = swimmers
    .flatMap((entry) => entry.items)
    .filter((item) => parsePersonArtworkId(item.artwork)?.pose === "swim");
  const level = Math.min(...heads.map((item) => chinOf(item)));
  for (const item of heads) item.y -= chinOf(item) - level;
}

/** Just below a person's chin: where the water comes up to when they swim. */
function chinOf(item: ItemSpec, radii = CHIN_BELOW_FACE): number {
  const [, faceY, radius] = item.face ?? [0.5, 0.5, 0];
  return item.y + (faceY - 0.5) * item.side + radius * item.side * radii;
}

export function labelOf(thing: ParsedThing): string {
  if (!thing.color) return thing.word;
  return thing.isColourAfterNoun
    ? `${thing.word} ${thing.color.word}`
    : `${thing.color.word} ${thing.word}`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
