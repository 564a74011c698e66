/**
 * The blanket over someone asleep in a bed or a cot: from the shoulders past the feet, soft and
 * rounded over the body, its top edge turned down. Drawn over the body and arms, under the head.
 */
import type { BodyPaint } from "./draw-body";
import { mix, shade } from "./colour";
import { num } from "./svg-kit";

export function drawBlanket(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s, clothing } = paint;
  const legs = [s.frontLeg, s.backLeg].flatMap((leg) => (leg ? [leg.joint, leg.end] : []));
  const body = [s.neck, s.hip, ...legs];
  const pad = s.legThickness;
  // Lying with the head on the left: from just past the neck to beyond the toes.
  const left = s.neck[0] + s.headRadius * 0.25;
  const right = Math.max(...body.map((p) => p[0])) + pad * 1.2;
  const top = Math.min(...body.map((p) => p[1])) - pad * 0.9;
  const bottom = Math.max(...body.map((p) => p[1])) + pad * 0.7;
  bounds.addPoints([
    [left, top],
    [right, bottom],
  ]);
  const colour = mix(clothing.top, "#ffffff", 0.35);
  const fill = defs.softFabric("blanket", colour, [left, top], [right, bottom]);
  const round = (bottom - top) * 0.45;
  const fold = left + (right - left) * 0.16;
  return (
    `<rect x="${num(left)}" y="${num(top)}" width="${num(right - left)}" height="${num(bottom - top)}" rx="${num(round)}" fill="${fill}"/>` +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(fold - left)}" height="${num(bottom - top)}" rx="${num(round * 0.8)}" fill="${shade(colour, 0.3)}"/>` +
    `<path d="M${num(fold + pad)} ${num(top + pad * 0.5)}H${num(right - round)}" stroke="#fff" stroke-opacity=".5" stroke-width="${num(pad * 0.3)}" stroke-linecap="round"/>`
  );
}
