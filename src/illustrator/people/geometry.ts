/** Plane geometry for posing: points, directions from angles, a two-bone reach, rounded shapes. */
import { num, type Point } from "./svg-kit";

const RAD = Math.PI / 180;

export const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: Point, k: number): Point => [a[0] * k, a[1] * k];
export const along = (a: Point, b: Point, t: number): Point => add(a, scale(sub(b, a), t));
export const length = (a: Point): number => Math.hypot(a[0], a[1]);

/** A limb's direction: degrees from straight down, positive towards the front (left). */
export function downward(degrees: number): Point {
  return [-Math.sin(degrees * RAD), Math.cos(degrees * RAD)];
}

/** The spine's direction (hip to neck): degrees of lean from upright, positive forward (left). */
export function upward(degrees: number): Point {
  return [-Math.sin(degrees * RAD), -Math.cos(degrees * RAD)];
}

/** The joint of a two-bone limb from `root` reaching for `target`; the joint bends downwards. */
export function reachJoint(root: Point, target: Point, first: number, second: number): Point {
  const toTarget = sub(target, root);
  const distance = Math.min(
    first + second - 1e-3,
    Math.max(Math.abs(first - second) + 1e-3, length(toTarget)),
  );
  const cos = (first * first + distance * distance - second * second) / (2 * first * distance);
  const bend = Math.acos(Math.min(1, Math.max(-1, cos)));
  const base = Math.atan2(toTarget[1], toTarget[0]);
  const candidates = [base + bend, base - bend].map((a): Point => [
    root[0] + Math.cos(a) * first,
    root[1] + Math.sin(a) * first,
  ]);
  return candidates[0]![1] >= candidates[1]![1] ? candidates[0]! : candidates[1]!;
}

/** A closed path through `points` whose corners are rounded by up to `radius`. */
export function roundedPolygon(points: readonly Point[], radius: number): string {
  const n = points.length;
  let d = "";
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n]!;
    const corner = points[i]!;
    const next = points[(i + 1) % n]!;
    const inLen = length(sub(corner, prev));
    const outLen = length(sub(next, corner));
    const r = Math.min(radius, inLen / 2, outLen / 2);
    const start = along(corner, prev, inLen === 0 ? 0 : r / inLen);
    const end = along(corner, next, outLen === 0 ? 0 : r / outLen);
    d += `${i === 0 ? "M" : "L"}${num(start[0])} ${num(start[1])}Q${num(corner[0])} ${num(corner[1])} ${num(end[0])} ${num(end[1])}`;
  }
  return `${d}Z`;
}

/** Convex hull (monotone chain), for shapes that wrap several limbs (a skirt over bent legs). */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
