/**
 * Puts a drawn person into the artwork's square: on the floor (2 % from the bottom), centred
 * across, at full size (a standing person fills 2 %..98 %) unless the pose reaches higher or
 * wider than the square (arms up, lying down, a tall hat): then smaller, by `scale`. Bounds,
 * face and anchors come out as fractions of the square.
 */
import { add, along } from "./geometry";
import type { PersonDrawing } from "./person-kit-types";
import type { PoseSpec } from "./pose-table";
import type { Skeleton } from "./skeleton";
import type { Bounds, Defs, Point } from "./svg-kit";

const SQUARE = 32;
const TOP = 0.64;
const BOTTOM = 31.36;

/** Puts the drawing on the square's floor, centred, scaled down only if it does not fit. */
export function placeInSquare(
  { content, armsOnly }: { content: string; armsOnly: string },
  defs: Defs,
  bounds: Bounds,
  s: Skeleton,
  spec: PoseSpec,
  cut: number | undefined,
): PersonDrawing {
  const lift = (spec.lift ?? 0) * (BOTTOM - TOP);
  const height = bounds.bottom - bounds.top;
  const width = bounds.right - bounds.left;
  const k = Math.min(1, (BOTTOM - TOP - lift) / height, (SQUARE - 2 * TOP) / width);
  const tx = SQUARE / 2 - k * ((bounds.left + bounds.right) / 2);
  const ty = BOTTOM - k * lift - k * bounds.bottom;
  const map = (p: Point): readonly [number, number] => [
    (k * p[0] + tx) / SQUARE,
    (k * p[1] + ty) / SQUARE,
  ];
  const [left, top] = map([bounds.left, bounds.top]);
  const [right, bottom] = map([bounds.right, bounds.bottom]);
  const feet: Point = [feetX(s), bounds.bottom];
  const seatDrop = spec.view === "side" ? s.legThickness * 0.45 : 0;
  const [fx, fy] = map([s.headCentre[0], s.headCentre[1]]);
  const square = (inside: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32">${defs.toString()}` +
    `<g transform="matrix(${k.toFixed(5)} 0 0 ${k.toFixed(5)} ${tx.toFixed(4)} ${ty.toFixed(4)})">${inside}</g></svg>`;
  return {
    svg: square(content),
    armsSvg: square(armsOnly),
    bounds: [left, top, right, bottom],
    face: [fx, fy, (k * s.headRadius) / SQUARE],
    scale: k,
    anchors: {
      frontHand: map(s.frontArm.end),
      backHand: map(s.backArm.end),
      headTop: map([s.headCentre[0], s.headCentre[1] - s.headRadius]),
      seat: map(cut === undefined ? add(s.hip, [0, seatDrop]) : [s.hip[0], cut]),
      lap: map(cut === undefined ? lapOf(s) : [s.hip[0], cut]),
      shoulders: map([s.headCentre[0], s.headCentre[1] - s.headRadius * 1.1]),
      chest: map(s.chest),
      feet: map(feet),
      mouth: map(s.mouth),
    },
  };
}

/** On top of the front thigh, towards the knee; the hip when the legs are hidden. */
function lapOf(s: Skeleton): Point {
  if (!s.frontLeg) return s.hip;
  const [x, y] = along(s.frontLeg.root, s.frontLeg.joint, 0.55);
  return [x, Math.min(y, s.frontLeg.root[1]) - s.legThickness * 0.5];
}

/** Between the feet (the knees when crawling), or under the hip when the legs are hidden. */
function feetX(s: Skeleton): number {
  const legs = [s.frontLeg, s.backLeg].filter((leg) => leg !== undefined);
  if (legs.length === 0) return s.hip[0];
  const lowest = legs.map((leg) => (leg.joint[1] > leg.end[1] ? leg.joint : leg.end));
  return lowest.reduce((sum, p) => sum + p[0], 0) / lowest.length;
}
