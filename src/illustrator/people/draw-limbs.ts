/** Arms and legs as thick round-capped strokes with a soft gradient and a highlight, plus hands and shoes. */
import { shade } from "./colour";
import { add, along, length, scale, sub } from "./geometry";
import type { Limb } from "./skeleton";
import type { Bounds, Defs } from "./svg-kit";
import { num, pt, type Point } from "./svg-kit";

/** The limb's polyline up to `bones` along it: 1 is the joint, 2 the end. */
export function limbUpTo(limb: Limb, bones: number): Point[] {
  if (bones <= 1) return [limb.root, along(limb.root, limb.joint, bones)];
  return [limb.root, limb.joint, along(limb.joint, limb.end, Math.min(1, bones - 1))];
}

export function strokePart(
  defs: Defs,
  bounds: Bounds,
  name: string,
  points: readonly Point[],
  width: number,
  colour: string,
): string {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const from: Point = [Math.min(...xs) - width, Math.min(...ys) - width];
  const to: Point = [Math.max(...xs) + width, Math.max(...ys) + width];
  bounds.addPoints(points, width / 2);
  const d = `M${points.map(pt).join("L")}`;
  const lift: Point = [-width * 0.13, -width * 0.1];
  const highlight = `M${points.map((p) => pt(add(p, lift))).join("L")}`;
  return (
    `<path d="${d}" stroke="${defs.softFabric(name, colour, from, to)}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${highlight}" stroke="${shade(colour, 0.45)}" stroke-opacity=".35" stroke-width="${num(width * 0.3)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

export function drawHand(
  defs: Defs,
  bounds: Bounds,
  name: string,
  at: Point,
  radius: number,
  skin: string,
): string {
  bounds.addPoint(at, radius);
  return `<circle cx="${num(at[0])}" cy="${num(at[1])}" r="${num(radius)}" fill="${defs.softBall(name, skin, at, radius)}"/>`;
}

/** A shoe around the ankle, its toe pointing forward from the shin (or up when lying on the back). */
export function drawShoe(
  defs: Defs,
  bounds: Bounds,
  name: string,
  leg: Limb,
  size: number,
  colour: string,
  toesUp: boolean,
): string {
  const shin = sub(leg.end, leg.joint);
  const dir = scale(shin, 1 / (length(shin) || 1));
  const toe: Point = toesUp ? [0, -1] : [-dir[1], dir[0]];
  const ankle = add(leg.end, scale(dir, size * 0.15));
  const centre = add(ankle, scale(toe, size * 0.35));
  const rx = size * 0.95;
  const ry = size * 0.55;
  const angle = (Math.atan2(toe[1], toe[0]) * 180) / Math.PI + 180;
  const across: Point = [-toe[1], toe[0]];
  bounds.addPoints([
    add(centre, scale(toe, rx)),
    add(centre, scale(toe, -rx)),
    add(centre, scale(across, ry)),
    add(centre, scale(across, -ry)),
  ]);
  return `<ellipse cx="${num(centre[0])}" cy="${num(centre[1])}" rx="${num(rx)}" ry="${num(ry)}" transform="rotate(${num(angle)} ${pt(centre)})" fill="${defs.softBall(name, colour, centre, rx)}"/>`;
}
