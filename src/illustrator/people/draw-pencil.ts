/** A pencil in the front hand, its point down to the paper: writing or drawing. */
import type { BodyPaint } from "./draw-body";
import { strokePart } from "./draw-limbs";
import { num, pt, type Point } from "./svg-kit";

const WOOD = "#ffc93d";
const LEAD = "#3a3046";

export function drawPencil(paint: BodyPaint): string {
  const s = paint.skeleton;
  const hand = s.frontArm.end;
  const w = s.armThickness;
  const top: Point = [hand[0] + w * 1.2, hand[1] - w * 1.9];
  const point: Point = [hand[0] - w * 0.4, hand[1] + w * 0.7];
  const tip: Point = [point[0] - w * 0.22, point[1] + w * 0.33];
  paint.bounds.addPoint(tip);
  return (
    strokePart(paint.defs, paint.bounds, "pencil", [top, point], w * 0.45, WOOD) +
    `<path d="M${pt(point)}L${pt(tip)}" stroke="${LEAD}" stroke-width="${num(w * 0.22)}" stroke-linecap="round"/>`
  );
}
