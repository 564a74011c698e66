/**
 * Hair in two layers: what is behind the face (the outline around the top and sides, long hair,
 * pigtails, a bun, a ponytail) and a fringe over the face that never reaches below the top 15 %
 * of the face circle (the chord at 0.7 r above the centre), so a face photo is not covered.
 */
import type { HairStyle, PersonAge } from "./person-kit-types";
import { shade } from "./colour";
import type { Bounds, Defs, Point } from "./svg-kit";
import { num } from "./svg-kit";

export interface HairPaint {
  defs: Defs;
  bounds: Bounds;
  centre: Point;
  radius: number;
  style: HairStyle;
  colour: string;
  age: PersonAge;
  /** Lying down: long hair spreads on the pillow beside the head instead of falling. */
  lying: boolean;
}

const FRINGE_LINE = 0.7;

function circle(h: HairPaint, x: number, y: number, r: number, fill: string): string {
  h.bounds.addPoint([x, y], r);
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"/>`;
}

function ellipse(
  h: HairPaint,
  x: number,
  y: number,
  rx: number,
  ry: number,
  tilt: number,
  fill: string,
): string {
  h.bounds.addPoint([x, y], Math.max(rx, ry));
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" transform="rotate(${num(tilt)} ${num(x)} ${num(y)})" fill="${fill}"/>`;
}

function hairFill(h: HairPaint): string {
  const [cx, cy] = h.centre;
  return h.defs.softBall("hair", h.colour, [cx, cy - h.radius * 0.5], h.radius * 1.3);
}

export function drawHairBack(h: HairPaint): string {
  const [cx, cy] = h.centre;
  const r = h.radius;
  const fill = hairFill(h);
  const cap = () => circle(h, cx + r * 0.02, cy - r * 0.12, r * 1.1, fill);
  switch (h.style) {
    case "bald":
      // Grown-ups keep a little hair above the ears; children's heads are smooth.
      if (h.age !== "adult" && h.age !== "elder") return "";
      return [-1, 1]
        .map((s) => ellipse(h, cx + s * r * 0.96, cy - r * 0.22, r * 0.17, r * 0.32, s * 10, fill))
        .join("");
    case "short":
      return cap();
    case "long": {
      if (h.lying)
        return ellipse(h, cx - r * 0.45, cy - r * 0.1, r * 1.15, r * 1.0, -20, fill) + cap();
      h.bounds.addPoints([
        [cx - r * 1.26, cy + r * 1.55],
        [cx + r * 1.26, cy - r * 1.22],
      ]);
      const x = (k: number) => num(cx + k * r);
      const y = (k: number) => num(cy + k * r);
      return `<path d="M${x(-1.12)} ${y(-0.1)}A${num(r * 1.12)} ${num(r * 1.12)} 0 0 1 ${x(1.12)} ${y(-0.1)}L${x(1.26)} ${y(1.3)}Q${x(1.26)} ${y(1.55)} ${x(0.95)} ${y(1.5)}L${x(-0.95)} ${y(1.5)}Q${x(-1.26)} ${y(1.55)} ${x(-1.26)} ${y(1.3)}Z" fill="${fill}"/>`;
    }
    case "curly": {
      let svg = circle(h, cx, cy - r * 0.08, r * 1.08, fill);
      for (let a = -205; a <= 25; a += 23) {
        const rad = (a * Math.PI) / 180;
        svg += circle(
          h,
          cx + Math.cos(rad) * r * 1.08,
          cy - r * 0.05 + Math.sin(rad) * r * 1.08,
          r * 0.3,
          fill,
        );
      }
      return svg;
    }
    case "pigtails": {
      const tie = "#ff5c8a";
      return (
        cap() +
        [-1, 1]
          .map(
            (s) =>
              ellipse(h, cx + s * r * 1.38, cy + r * 0.32, r * 0.33, r * 0.52, s * -22, fill) +
              circle(h, cx + s * r * 1.12, cy - r * 0.08, r * 0.13, tie),
          )
          .join("")
      );
    }
    case "bun":
      return circle(h, cx + r * 0.12, cy - r * 1.15, r * 0.45, fill) + cap();
    case "ponytail":
      return (
        ellipse(h, cx + r * 1.32, cy + r * 0.25, r * 0.32, r * 0.75, -18, fill) +
        cap() +
        circle(h, cx + r * 1.08, cy - r * 0.45, r * 0.13, shade(h.colour, -0.3))
      );
  }
}

/** The fringe: a cap of the face circle above the fringe line, its edge scalloped upwards. */
export function drawFringe(h: HairPaint): string {
  const [cx, cy] = h.centre;
  const r = h.radius;
  if (h.style === "bald") {
    if (h.age !== "baby" && h.age !== "toddler") return "";
    return `<path d="M${num(cx - r * 0.05)} ${num(cy - r * 0.98)}q${num(r * 0.05)} ${num(-r * 0.3)} ${num(r * 0.28)} ${num(-r * 0.22)}" stroke="${h.colour}" stroke-width="${num(r * 0.09)}" stroke-linecap="round"/>`;
  }
  const lineY = cy - FRINGE_LINE * r;
  const half = Math.sqrt(1 - FRINGE_LINE * FRINGE_LINE) * r;
  const scallops = h.style === "curly" ? 6 : 3;
  const bulge = h.style === "curly" ? r * 0.1 : r * 0.16;
  let d = `M${num(cx - half)} ${num(lineY)}A${num(r)} ${num(r)} 0 0 1 ${num(cx + half)} ${num(lineY)}`;
  for (let i = scallops - 1; i >= 0; i--) {
    const x0 = cx - half + ((i + 1) * 2 * half) / scallops;
    const x1 = cx - half + (i * 2 * half) / scallops;
    d += `Q${num((x0 + x1) / 2)} ${num(lineY - bulge)} ${num(x1)} ${num(lineY)}`;
  }
  return `<path d="${d}Z" fill="${hairFill(h)}"/>`;
}
