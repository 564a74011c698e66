/** What an outfit adds beyond clothes colours: a cape behind, coat tails, trims and badges, a hat. */
import type { Extra } from "./clothing";
import { shade } from "./colour";
import { fill, drawSkirtLike, torsoCorners, torsoPolygon, type BodyPaint } from "./draw-body";
import { drawHatShape } from "./draw-hats";
import { add, along, roundedPolygon, scale } from "./geometry";
import type { Skeleton } from "./skeleton";
import { num, pt, type Point } from "./svg-kit";

const GOLD = "#ffc93d";

/** A point on the torso: `t` from the neck (0) to the hip (1), `side` from front (-1) to back (1). */
function onTorso(s: Skeleton, t: number, side: number): Point {
  const { shoulders, waist, hips } = torsoCorners(s);
  const halfAt = (pair: [Point, Point]) =>
    Math.hypot(pair[1][0] - pair[0][0], pair[1][1] - pair[0][1]) / 2;
  const half =
    t < 0.78
      ? halfAt(shoulders) + (halfAt(waist) - halfAt(shoulders)) * (t / 0.78)
      : halfAt(waist) + (halfAt(hips) - halfAt(waist)) * ((t - 0.78) / 0.22);
  return add(along(s.neck, s.hip, t), scale(s.across, side * half));
}

function stroke(points: readonly Point[], colour: string, width: number, extra = ""): string {
  return `<path d="M${points.map(pt).join("L")}" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function dot(at: Point, r: number, colour: string): string {
  return `<circle cx="${num(at[0])}" cy="${num(at[1])}" r="${num(r)}" fill="${colour}"/>`;
}

function star(at: Point, r: number, colour: string): string {
  const points: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    points.push([at[0] + Math.cos(a) * k, at[1] + Math.sin(a) * k]);
  }
  return `<path d="M${points.map(pt).join("L")}Z" fill="${colour}"/>`;
}

export function drawOutfitBack(paint: BodyPaint): string {
  return drawWings(paint) + drawCape(paint);
}

/** A fairy's wings from between the shoulders, a big one up and a small one down on each side. */
function drawWings(paint: BodyPaint): string {
  const { skeleton: s, clothing } = paint;
  if (!clothing.wings) return "";
  const colour = clothing.wings;
  const root = along(s.neck, s.hip, 0.3);
  const L = s.torsoLength;
  // A leaf around the line from the root to its tip, widest two thirds of the way out.
  const wing = (name: string, tip: Point) => {
    const side: Point = [-tip[1] * 0.45, tip[0] * 0.45];
    const points: Point[] = [
      root,
      add(add(root, scale(tip, 0.6)), side),
      add(root, tip),
      add(add(root, scale(tip, 0.8)), scale(side, -0.7)),
    ];
    return fill(paint, name, points, L * 0.25, colour).replace(
      "/>",
      ` fill-opacity=".9" stroke="${shade(colour, -0.35)}" stroke-width="${num(L * 0.035)}"/>`,
    );
  };
  return [1, -1]
    .map(
      (side) =>
        wing(`wing${side}`, [side * L * 1.05, -L * 0.85]) +
        wing(`wing-low${side}`, [side * L * 0.8, L * 0.35]),
    )
    .join("");
}

function drawCape(paint: BodyPaint): string {
  const { skeleton: s, clothing } = paint;
  if (!clothing.cape) return "";
  const { shoulders } = torsoCorners(s);
  const below = add(s.hip, scale(s.spineDir, -s.torsoLength * 0.95));
  const sideView = Math.abs(s.shoulderWidth) < s.torsoLength * 0.6;
  const spread = s.torsoLength * 0.55;
  const bottom: Point[] = sideView
    ? [add(below, scale(s.across, spread * 1.9)), add(below, scale(s.across, spread * 0.1))]
    : [add(below, scale(s.across, spread)), add(below, scale(s.across, -spread))];
  return fill(
    paint,
    "cape",
    [shoulders[0], shoulders[1], ...bottom],
    s.armThickness,
    clothing.cape,
  );
}

export function drawOutfitFront(paint: BodyPaint): string {
  const { skeleton: s, clothing, defs } = paint;
  let svg = clothing.longCoat ? drawSkirtLike(paint, "coat", clothing.top) : "";
  if (clothing.extras.length === 0) return svg;
  const clip = defs.clip(
    "torso",
    `<path d="${roundedPolygon(torsoPolygon(s), s.armThickness * 0.9)}"/>`,
  );
  const inside = clothing.extras.map((extra) => drawExtra(paint, extra)).join("");
  svg += `<g clip-path="${clip}">${inside}</g>`;
  return svg + (clothing.extras.includes("mail-bag") ? mailBag(paint) : "");
}

function drawExtra(paint: BodyPaint, extra: Extra): string {
  const { skeleton: s, clothing } = paint;
  const L = s.torsoLength;
  const across = (t: number, colour: string, width: number) =>
    stroke([onTorso(s, t, -1.2), onTorso(s, t, 1.2)], colour, width);
  switch (extra) {
    case "stripes":
      return [0.2, 0.4, 0.6, 0.8].map((t) => across(t, clothing.accent, L * 0.08)).join("");
    case "reflective-stripes":
      return [0.55, 0.86]
        .map((t) => across(t, clothing.accent, L * 0.09) + across(t, "#e8eef5", L * 0.03))
        .join("");
    case "hi-vis-vest":
      return (
        stroke(
          [onTorso(s, 0.05, -0.55), onTorso(s, 0.95, -0.7)],
          clothing.accent,
          s.shoulderWidth * 0.42,
        ) +
        stroke(
          [onTorso(s, 0.05, 0.55), onTorso(s, 0.95, 0.7)],
          clothing.accent,
          s.shoulderWidth * 0.42,
        ) +
        across(0.62, "#f5f06a", L * 0.08)
      );
    case "overall-bib":
      return (
        fill(
          paint,
          "bib",
          [onTorso(s, 0.38, -0.6), onTorso(s, 0.38, 0.6), onTorso(s, 1, 0.9), onTorso(s, 1, -0.9)],
          L * 0.05,
          clothing.accent,
        ) +
        stroke([onTorso(s, 0.4, -0.5), onTorso(s, 0, -0.62)], clothing.accent, L * 0.08) +
        stroke([onTorso(s, 0.4, 0.5), onTorso(s, 0, 0.62)], clothing.accent, L * 0.08) +
        dot(onTorso(s, 0.44, -0.45), L * 0.035, GOLD) +
        dot(onTorso(s, 0.44, 0.45), L * 0.035, GOLD)
      );
    case "open-front":
      return (
        `<path d="M${pt(onTorso(s, -0.05, -0.3))}L${pt(onTorso(s, -0.05, 0.3))}L${pt(onTorso(s, 0.5, 0.02))}L${pt(onTorso(s, 0.5, -0.02))}Z" fill="${clothing.accent}"/>` +
        stroke(
          [onTorso(s, 0, -0.3), onTorso(s, 0.5, -0.02), onTorso(s, 1.05, -0.02)],
          shade(clothing.top || paint.skin, -0.18),
          L * 0.025,
        )
      );
    case "fur-trim":
      return (
        stroke([onTorso(s, 0, 0), onTorso(s, 1, 0)], clothing.accent, s.shoulderWidth * 0.2) +
        stroke([onTorso(s, 0.04, -1.1), onTorso(s, 0.04, 1.1)], clothing.accent, L * 0.16) +
        [0.25, 0.5, 0.75].map((t) => dot(onTorso(s, t, 0), L * 0.022, "#2d2d35")).join("")
      );
    case "collar":
      return `<path d="M${pt(onTorso(s, -0.02, -0.42))}L${pt(onTorso(s, 0.16, 0))}L${pt(onTorso(s, -0.02, 0.42))}Z" fill="${clothing.accent}"/>`;
    case "buttons":
      return [0.3, 0.5, 0.7]
        .map((t) => dot(onTorso(s, t, -0.05), L * 0.03, shade(clothing.top || paint.skin, -0.3)))
        .join("");
    case "belt":
      return across(0.8, "#3b2a22", L * 0.09) + dot(onTorso(s, 0.8, -0.05), L * 0.045, GOLD);
    case "stethoscope":
      return (
        stroke(
          [onTorso(s, 0, -0.42), onTorso(s, 0.3, -0.42), onTorso(s, 0.45, -0.2)],
          "#6b7280",
          L * 0.035,
        ) +
        stroke(
          [onTorso(s, 0, 0.42), onTorso(s, 0.3, 0.35), onTorso(s, 0.45, -0.2)],
          "#6b7280",
          L * 0.035,
        ) +
        stroke([onTorso(s, 0.45, -0.2), onTorso(s, 0.6, -0.35)], "#6b7280", L * 0.035) +
        dot(onTorso(s, 0.62, -0.36), L * 0.055, "#c0c7d2")
      );
    case "hero-emblem":
      return (
        dot(onTorso(s, 0.34, -0.05), s.shoulderWidth * 0.2, GOLD) +
        star(onTorso(s, 0.34, -0.05), s.shoulderWidth * 0.15, clothing.accent)
      );
    case "badge":
      return star(onTorso(s, 0.3, -0.38), s.shoulderWidth * 0.1, clothing.accent);
    case "patch":
      return (
        dot(onTorso(s, 0.3, -0.38), s.shoulderWidth * 0.1, "#ffffff") +
        dot(onTorso(s, 0.3, -0.38), s.shoulderWidth * 0.075, clothing.accent)
      );
    case "mail-bag":
      return stroke([onTorso(s, 0, -0.75), onTorso(s, 0.85, 0.9)], clothing.accent, L * 0.06);
    case "stars":
      return (
        star(onTorso(s, 0.3, -0.4), s.shoulderWidth * 0.12, clothing.accent) +
        star(onTorso(s, 0.6, 0.35), s.shoulderWidth * 0.09, clothing.accent) +
        dot(onTorso(s, 0.45, -0.05), L * 0.03, "#ffffff")
      );
    case "armour-plates":
      return (
        [0.35, 0.6].map((t) => across(t, shade(clothing.top, -0.18), L * 0.04)).join("") +
        stroke([onTorso(s, 0.05, 0), onTorso(s, 0.75, 0)], shade(clothing.top, 0.35), L * 0.05) +
        dot(onTorso(s, 0.2, -0.45), L * 0.03, shade(clothing.top, -0.3)) +
        dot(onTorso(s, 0.2, 0.45), L * 0.03, shade(clothing.top, -0.3))
      );
  }
}

/** The bag hangs at the back hip, outside the torso, so it is drawn unclipped. */
function mailBag(paint: BodyPaint): string {
  const { skeleton: s, clothing } = paint;
  const centre = add(onTorso(s, 0.92, 1), scale(s.across, s.torsoLength * 0.05));
  const w = s.torsoLength * 0.22;
  const h = s.torsoLength * 0.2;
  const box: Point[] = [
    [centre[0] - w, centre[1] - h],
    [centre[0] + w, centre[1] - h],
    [centre[0] + w, centre[1] + h],
    [centre[0] - w, centre[1] + h],
  ];
  return (
    fill(paint, "bag", box, w * 0.3, clothing.accent) +
    `<path d="M${pt(box[0]!)}L${pt(box[1]!)}L${pt([centre[0] + w, centre[1]])}Q${pt([centre[0], centre[1] + h * 0.3])} ${pt([centre[0] - w, centre[1]])}Z" fill="${shade(clothing.accent, 0.2)}"/>`
  );
}

export function drawHat(paint: BodyPaint): string {
  const hat = paint.clothing.hat;
  if (!hat) return "";
  const s = paint.skeleton;
  return drawHatShape(
    { centre: s.headCentre, radius: s.headRadius, bounds: paint.bounds },
    paint.defs,
    hat,
  );
}
