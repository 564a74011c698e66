/** The clothed body from the skeleton: arms with sleeves, legs with trousers or bare, torso, skirt. */
import type { Clothing } from "./clothing";
import { shade } from "./colour";
import { add, along, convexHull, length, roundedPolygon, scale, sub } from "./geometry";
import { drawHand, drawShoe, limbUpTo, strokePart } from "./draw-limbs";
import type { Limb, Skeleton } from "./skeleton";
import type { Bounds, Defs, Point } from "./svg-kit";

export interface BodyPaint {
  defs: Defs;
  bounds: Bounds;
  skeleton: Skeleton;
  clothing: Clothing;
  skin: string;
  toesUp: boolean;
  /** Skirts stop high on the thighs (legs spread astride someone's shoulders). */
  shortSkirt: boolean;
}

const SLEEVE_BONES = { none: 0, short: 0.55, long: 1.82 } as const;

export function drawArm(paint: BodyPaint, which: "front" | "back"): string {
  const { defs, bounds, skeleton: s, clothing, skin } = paint;
  const arm = which === "front" ? s.frontArm : s.backArm;
  const tone = which === "back" ? shade(skin, -0.07) : skin;
  let svg = strokePart(defs, bounds, `${which}-arm`, limbUpTo(arm, 2), s.armThickness, tone);
  const sleeve = SLEEVE_BONES[clothing.sleeves];
  if (sleeve > 0) {
    const colour = which === "back" ? shade(clothing.top, -0.08) : clothing.top;
    svg += strokePart(
      defs,
      bounds,
      `${which}-sleeve`,
      limbUpTo(arm, sleeve),
      s.armThickness * 1.14,
      colour,
    );
  }
  const hand = clothing.gloves ? shade(clothing.gloves, which === "back" ? -0.08 : 0) : tone;
  return svg + drawHand(defs, bounds, `${which}-hand`, arm.end, s.armThickness * 0.62, hand);
}

/** How far (in bones) the lower garment covers a leg. */
function legCover(clothing: Clothing): number {
  if (clothing.lower === "trousers") return 2;
  if (clothing.lower === "shorts") return 0.55;
  if (clothing.lower === "briefs") return 0.2;
  return 0;
}

export function drawLeg(paint: BodyPaint, which: "front" | "back"): string {
  const { defs, bounds, skeleton: s, clothing, skin } = paint;
  const leg = which === "front" ? s.frontLeg : s.backLeg;
  if (!leg) return "";
  const darken = (c: string) => (which === "back" ? shade(c, -0.08) : c);
  let svg = strokePart(
    defs,
    bounds,
    `${which}-leg`,
    limbUpTo(leg, 2),
    s.legThickness,
    darken(clothing.legColour ?? skin),
  );
  const cover = legCover(clothing);
  if (cover > 0) {
    svg += strokePart(
      defs,
      bounds,
      `${which}-pants`,
      limbUpTo(leg, cover),
      s.legThickness * 1.08,
      darken(clothing.lowerColour),
    );
  }
  if (clothing.shoes) {
    svg += drawShoe(
      defs,
      bounds,
      `${which}-shoe`,
      leg,
      s.legThickness * 0.78,
      darken(clothing.shoes),
      paint.toesUp,
    );
  }
  return svg;
}

export function drawNeck(paint: BodyPaint): string {
  const { defs, bounds, skeleton: s, skin } = paint;
  const top = along(s.neck, s.headCentre, 0.6);
  return strokePart(defs, bounds, "neck", [s.neck, top], s.armThickness * 0.95, shade(skin, -0.12));
}

/** The torso's outline: shoulders at the neck line, hips just below the hip joints. */
export function torsoCorners(s: Skeleton): {
  shoulders: [Point, Point];
  waist: [Point, Point];
  hips: [Point, Point];
} {
  const at = (centre: Point, half: number): [Point, Point] => [
    add(centre, scale(s.across, -half)),
    add(centre, scale(s.across, half)),
  ];
  const below = add(s.hip, scale(s.spineDir, -s.legThickness * 0.4));
  return {
    shoulders: at(s.neck, s.shoulderWidth / 2),
    waist: at(along(s.neck, s.hip, 0.78), (s.shoulderWidth * 0.3 + s.hipWidth * 0.7) / 2),
    hips: at(below, s.hipWidth / 2),
  };
}

export function fill(
  paint: BodyPaint,
  name: string,
  points: readonly Point[],
  radius: number,
  colour: string,
): string {
  paint.bounds.addPoints(points);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const gradient = paint.defs.softFabric(
    name,
    colour,
    [Math.min(...xs), Math.min(...ys)],
    [Math.max(...xs), Math.max(...ys)],
  );
  return `<path d="${roundedPolygon(points, radius)}" fill="${gradient}"/>`;
}

/** The torso's outline, shoulders to hips, as a rounded polygon's corners. */
export function torsoPolygon(s: Skeleton): Point[] {
  const { shoulders, waist, hips } = torsoCorners(s);
  return [shoulders[0], shoulders[1], waist[1], hips[1], hips[0], waist[0]];
}

export function drawTorso(paint: BodyPaint): string {
  const { skeleton: s, clothing } = paint;
  const { waist, hips } = torsoCorners(s);
  const round = s.armThickness * 0.9;
  // A bare chest (swimming trunks) is skin.
  let svg = fill(paint, "torso", torsoPolygon(s), round, clothing.top || paint.skin);
  if (legCover(clothing) > 0) {
    svg += fill(
      paint,
      "hips",
      [waist[0], waist[1], hips[1], hips[0]],
      round * 0.5,
      clothing.lowerColour,
    );
  }
  return svg;
}

const SKIRTS = {
  coat: { hem: 0.85, flare: 1.05 },
  skirt: { hem: 0.8, flare: 1.0 },
  dress: { hem: 0.92, flare: 1.1 },
  gown: { hem: 1.97, flare: 1.7 },
} as const;
const SHORT_SKIRT = { hem: 0.4, flare: 0.8 } as const;

/** A skirt wraps the waist and the legs down to its hem, flaring out: it follows legs that bend. */
export function drawSkirt(paint: BodyPaint): string {
  const { clothing } = paint;
  if (clothing.lower === "tutu") return drawTutu(paint);
  if (!(clothing.lower in SKIRTS)) return "";
  return drawSkirtLike(paint, clothing.lower as keyof typeof SKIRTS, clothing.lowerColour);
}

/** A skirt-like shape from the waist: a skirt, a dress, a gown, a tutu, a long coat's tails. */
export function drawSkirtLike(paint: BodyPaint, kind: keyof typeof SKIRTS, colour: string): string {
  const s = paint.skeleton;
  const { hem, flare } = paint.shortSkirt ? SHORT_SKIRT : SKIRTS[kind];
  const { waist, hips } = torsoCorners(s);
  const points: Point[] = [...waist, ...hips];
  for (const leg of [s.frontLeg, s.backLeg]) {
    if (leg) points.push(...hemPoints(leg, hem, s.legThickness * flare));
  }
  return fill(paint, kind, convexHull(points), s.legThickness * 0.5, colour);
}

/** A tutu stands out flat around the hips, across the spine, whatever the legs do; frilled below. */
function drawTutu(paint: BodyPaint): string {
  const s = paint.skeleton;
  const t = s.legThickness;
  const centre = add(s.hip, scale(s.spineDir, t * 0.2));
  const at = (side: number, up: number): Point =>
    add(add(centre, scale(s.across, side)), scale(s.spineDir, up));
  const layer = (name: string, half: number, up: number, down: number, colour: string) => {
    const frills: Point[] = [];
    for (let i = 6; i >= 0; i--)
      frills.push(at(-half + (i * 2 * half) / 6, i % 2 === 0 ? -down : -down * 0.6));
    return fill(paint, name, [at(-half * 0.8, up), at(half * 0.8, up), ...frills], t * 0.3, colour);
  };
  const half = s.hipWidth / 2 + t * 1.7;
  const colour = paint.clothing.lowerColour;
  return (
    layer("tutu", half, t * 0.5, t * 0.95, colour) +
    layer("tutu-top", half * 0.82, t * 0.6, t * 0.35, shade(colour, 0.3))
  );
}

function hemPoints(leg: Limb, bones: number, halfWidth: number): Point[] {
  const path = limbUpTo(leg, bones);
  const end = path[path.length - 1]!;
  const before = path[path.length - 2]!;
  const dir = sub(end, before);
  const unit = scale(dir, 1 / (length(dir) || 1));
  const normal: Point = [-unit[1], unit[0]];
  return [add(end, scale(normal, halfWidth)), add(end, scale(normal, -halfWidth))];
}
