/**
 * The broom one rides astride, lying flat under the seat: its handle runs from behind the hips up
 * through the hands and a little beyond, its bristles fanned out behind.
 */
import type { BodyPaint } from "./draw-body";
import { strokePart } from "./draw-limbs";
import { add, along, scale, sub } from "./geometry";
import { num, pt, type Point } from "./svg-kit";

export function drawBroom(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s } = paint;
  const seat: Point = [s.hip[0], s.hip[1] + s.legThickness * 0.55];
  const hands = along(s.frontArm.end, s.backArm.end, 0.5);
  const forward = sub(hands, seat);
  const front = add(hands, scale(forward, 0.35));
  const back = add(seat, scale(forward, -0.75));
  const handle = strokePart(defs, bounds, "broom", [back, front], s.armThickness * 0.42, "#8a5a32");
  // The bristles: a fan from the handle's back end, bound with a band.
  const length = s.torsoLength * 0.75;
  const spread = s.legThickness * 1.1;
  const dir = scale(forward, -length / Math.hypot(forward[0], forward[1]));
  const across: Point = [-dir[1] / length, dir[0] / length];
  const tip = add(back, dir);
  const corners: Point[] = [
    add(back, scale(across, spread * 0.35)),
    add(tip, scale(across, spread)),
    add(tip, scale(across, -spread)),
    add(back, scale(across, -spread * 0.35)),
  ];
  bounds.addPoints(corners);
  const [a, b, c, d] = corners as [Point, Point, Point, Point];
  const fill = defs.softFabric("bristles", "#e0a526", b, c);
  return (
    `<path d="M${pt(a)}L${pt(b)}Q${pt(add(tip, scale(dir, 0.12)))} ${pt(c)}L${pt(d)}z" fill="${fill}"/>` +
    `<path d="M${pt(add(back, scale(across, spread * 0.45)))}L${pt(add(back, scale(across, -spread * 0.45)))}" stroke="#c0392b" stroke-width="${num(s.armThickness * 0.45)}" stroke-linecap="round"/>` +
    handle
  );
}
