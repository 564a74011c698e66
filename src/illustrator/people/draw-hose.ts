/**
 * A garden or fire hose held in both hands while spraying: from the nozzle in the front hand it
 * loops down behind the legs to the ground and trails away behind.
 */
import type { BodyPaint } from "./draw-body";
import { num, pt, type Point } from "./svg-kit";

export function drawHose(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s } = paint;
  const nozzle = s.frontArm.end;
  const feet = [s.frontLeg, s.backLeg].map((leg) => (leg ? leg.end : s.hip));
  const ground = Math.max(...feet.map((p) => p[1])) + s.legThickness * 0.35;
  const behind = Math.max(...feet.map((p) => p[0])) + s.torsoLength * 0.9;
  const dip: Point = [nozzle[0] + s.torsoLength * 0.15, ground];
  const end: Point = [behind, ground];
  const width = s.armThickness * 0.55;
  bounds.addPoints([nozzle, dip, end], width);
  const d = `M${pt(nozzle)}C${pt([nozzle[0] + s.torsoLength * 0.45, nozzle[1] + s.torsoLength * 0.3])} ${pt([dip[0] - s.torsoLength * 0.4, ground])} ${pt(dip)}L${pt(end)}`;
  const fill = defs.softFabric("hose", "#2f9e44", nozzle, end);
  return (
    `<path d="${d}" stroke="${fill}" stroke-width="${num(width)}" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="#8ce99a" stroke-opacity=".45" stroke-width="${num(width * 0.3)}" stroke-linecap="round" fill="none"/>`
  );
}
