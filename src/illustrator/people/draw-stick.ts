/** An older grown-up's walking stick, held in the back hand and reaching the ground. */
import type { BodyPaint } from "./draw-body";
import { strokePart } from "./draw-limbs";
import type { Point } from "./svg-kit";

export function drawStick(paint: BodyPaint): string {
  const s = paint.skeleton;
  const hand = s.backArm.end;
  const ground =
    Math.max(...[s.frontLeg, s.backLeg].map((leg) => (leg ? leg.end[1] : hand[1]))) +
    s.legThickness * 0.5;
  const foot: Point = [hand[0] + s.armThickness * 0.9, ground - s.legThickness * 0.1];
  const hook: Point[] = [
    [hand[0] - s.armThickness * 0.9, hand[1] - s.armThickness * 0.2],
    [hand[0] - s.armThickness * 0.3, hand[1] - s.armThickness * 0.9],
    [hand[0] + s.armThickness * 0.35, hand[1] - s.armThickness * 0.5],
    foot,
  ];
  return strokePart(paint.defs, paint.bounds, "stick", hook, s.armThickness * 0.42, "#8a5a32");
}
