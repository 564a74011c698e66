/**
 * People who hold hands or hug turn to each other and come together: the one on the left faces
 * right, the one on the right faces left, and they stand where their front hands meet (holding
 * hands) or their arms go round each other (a hug). A child said to sit on someone sits on their
 * lap or astride their shoulders.
 */
import { kitDrawing } from "../people/kit-artwork";
import type { ArrangedThing } from "./arrange-characters";
import { anchorOf, centreForAnchor } from "./kit-anchors";
import { centreForDrawingCentreX, drawingBox, type ItemSpec } from "./place-item";

export type Togetherness = "hands" | "hug";

/** How far apart two huggers' chests are, as a share of the smaller one's square: faces apart. */
const HUG_GAP = 0.26;

export function joinPeople(arranged: readonly ArrangedThing[], together: Togetherness): void {
  const standing = arranged.flatMap((entry) =>
    entry.items
      .filter((item) => item.role === "subject" && kitDrawing(item.artwork) && !entry.thing.perch)
      .map((item) => ({ item, entry })),
  );
  if (standing.length < 2) return;
  const [left, right] = standing.sort((a, b) => a.item.x - b.item.x);
  if (!left || !right) return;
  const before = (drawingCentre(left.item) + drawingCentre(right.item)) / 2;
  turn(left.item, true);
  turn(right.item, false);
  const meet = (item: ItemSpec) =>
    together === "hands" ? anchorOf(item, "frontHand") : anchorOf(item, "chest");
  const leftPoint = meet(left.item);
  const rightPoint = meet(right.item);
  if (!leftPoint || !rightPoint) return;
  const gap = together === "hug" ? Math.min(left.item.side, right.item.side) * HUG_GAP : 0;
  const shift = leftPoint.x + gap - rightPoint.x;
  const moving = right.entry === left.entry ? [right.item] : right.entry.items;
  for (const item of moving) item.x += shift;
  if (together === "hug") {
    // The smaller one is hugged in front, so both faces show.
    const smaller = right.item.side < left.item.side ? right.item : left.item;
    const bigger = smaller === right.item ? left.item : right.item;
    smaller.depth = bigger.depth - 0.01;
  }
  const after = (drawingCentre(left.item) + drawingCentre(right.item)) / 2;
  const recentre = before - after;
  const everyone = new Set([...left.entry.items, ...right.entry.items]);
  for (const item of everyone) item.x += recentre;
}

/**
 * "a baby on daddy's lap": the child's seat on the lap of the biggest other person, in front of
 * them; "on daddy's shoulders": astride, their hips level with the top of the grown-up's head and
 * their legs hanging either side of the face, drawn in front. Both face the same way.
 */
export function seatOnPeople(arranged: readonly ArrangedThing[]): void {
  const subjectOf = (entry: ArrangedThing) =>
    entry.items.find((item) => item.role === "subject" && kitDrawing(item.artwork));
  for (const entry of arranged) {
    const on = entry.thing.person?.sitsOn;
    const sitter = subjectOf(entry);
    if (!on || !sitter) continue;
    const giver = arranged
      .filter((other) => other !== entry)
      .map(subjectOf)
      .filter((item): item is ItemSpec => item !== undefined)
      .sort((a, b) => b.side - a.side)[0];
    const seat = giver && anchorOf(giver, on);
    if (!giver || !seat) continue;
    const flip = giver.flip ?? false;
    const centre = centreForAnchor(sitter.artwork, "seat", seat, sitter.side, flip);
    if (!centre) continue;
    if (on === "lap") centre.x += forwardFromFace(giver, { ...sitter, ...centre, flip });
    const [dx, dy] = [centre.x - sitter.x, centre.y - sitter.y];
    for (const item of entry.items) {
      item.x += dx;
      item.y += dy;
    }
    sitter.x = centre.x;
    sitter.y = centre.y;
    sitter.flip = flip;
    sitter.depth = giver.depth - 0.01;
  }
}

/** How far along the lap a sitter may slide towards the knee, as a share of the giver's square. */
const LAP_SLIDE = 0.07;
/** Faces this close (a share of their radii added) hide one another. */
const FACES_APART = 0.85;

/**
 * A child on a lap sits forward towards the knee, as far as their head would otherwise hide the
 * face of the one whose lap it is (a big child on grandpa's lap); a small baby stays where it is.
 */
function forwardFromFace(giver: ItemSpec, sitter: ItemSpec): number {
  const [a, b] = [faceOf(giver), faceOf(sitter)];
  if (!a || !b || Math.abs(a.y - b.y) > a.radius + b.radius) return 0;
  const needed = (a.radius + b.radius) * FACES_APART - Math.abs(a.x - b.x);
  const forward = giver.flip ? 1 : -1;
  return forward * Math.min(Math.max(0, needed), giver.side * LAP_SLIDE);
}

function faceOf(item: ItemSpec): { x: number; y: number; radius: number } | undefined {
  if (!item.face) return undefined;
  const [fx, fy, radius] = item.face;
  return {
    x: item.x + ((item.flip ? 1 - fx : fx) - 0.5) * item.side,
    y: item.y + (fy - 0.5) * item.side,
    radius: radius * item.side,
  };
}

function drawingCentre(item: ItemSpec): number {
  const box = drawingBox(item.artwork, item.x, item.y, item.side, item.flip);
  return box.x + box.width / 2;
}

/** Faces the person the other way while keeping their drawing where it stood. */
function turn(item: ItemSpec, facesRight: boolean): void {
  if ((item.flip ?? false) === facesRight) return;
  const centre = drawingCentre(item);
  item.flip = facesRight;
  item.x = centreForDrawingCentreX(item.artwork, centre, item.side, facesRight);
}
