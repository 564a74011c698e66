/** A mermaid's fish tail instead of legs: from the waist over both legs, a fin at the feet. */
import { shade } from "./colour";
import { fill, torsoCorners, type BodyPaint } from "./draw-body";
import { add, convexHull, scale } from "./geometry";
import { num, type Point } from "./svg-kit";

export function drawTail(paint: BodyPaint): string {
  const { skeleton: s, clothing } = paint;
  if (clothing.lower !== "tail") return "";
  const legs = [s.frontLeg, s.backLeg].filter((leg) => leg !== undefined);
  if (legs.length === 0) return "";
  const t = s.legThickness;
  const { waist, hips } = torsoCorners(s);
  const feet = legs.map((leg) => leg.end);
  const end: Point = scale(
    feet.reduce((sum, foot) => add(sum, foot), [0, 0] as Point),
    1 / feet.length,
  );
  const knees = legs.map((leg) => leg.joint);
  const body = convexHull([...waist, ...hips, ...knees, end]);
  const down = scale(s.spineDir, -1);
  const fin: Point[] = [
    add(end, scale(s.across, -t * 0.3)),
    add(add(end, scale(s.across, -t * 2.5)), scale(down, t * 1.5)),
    add(end, scale(down, t * 0.7)),
    add(add(end, scale(s.across, t * 2.5)), scale(down, t * 1.5)),
    add(end, scale(s.across, t * 0.3)),
  ];
  const colour = clothing.lowerColour;
  const scales = [0.3, 0.5, 0.7]
    .map((k) => {
      const [a, b] = hips;
      const at = add(scale(add(a, b), 0.5 * (1 - k)), scale(end, k));
      return `<circle cx="${num(at[0])}" cy="${num(at[1])}" r="${num(t * 0.28)}" fill="${shade(colour, 0.3)}" fill-opacity=".6"/>`;
    })
    .join("");
  return (
    fill(paint, "fin", fin, t * 0.35, shade(colour, -0.1)) +
    fill(paint, "tail", body, t * 0.6, colour) +
    scales
  );
}
