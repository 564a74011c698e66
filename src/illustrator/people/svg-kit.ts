/**
 * The small drawing toolkit of the kit: gradients with ids unique to one drawing, a bounds
 * accumulator fed by every shape drawn, and number formatting for compact SVG.
 */
import { shade } from "./colour";

export type Point = readonly [x: number, y: number];

/** Two decimals are plenty in a 32-unit square. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function pt(p: Point): string {
  return `${num(p[0])} ${num(p[1])}`;
}

export class Bounds {
  left = Infinity;
  top = Infinity;
  right = -Infinity;
  bottom = -Infinity;

  addPoint(p: Point, pad = 0): void {
    this.left = Math.min(this.left, p[0] - pad);
    this.right = Math.max(this.right, p[0] + pad);
    this.top = Math.min(this.top, p[1] - pad);
    this.bottom = Math.max(this.bottom, p[1] + pad);
  }

  addPoints(points: readonly Point[], pad = 0): void {
    for (const p of points) this.addPoint(p, pad);
  }
}

/** Gradients of one drawing: every id starts with the drawing's prefix. */
export class Defs {
  private readonly entries = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  /** A radial gradient, light at the upper left like Fluent's soft light, darker at the rim. */
  softBall(name: string, base: string, centre: Point, radius: number): string {
    return this.add(
      `b-${name}`,
      (id) =>
        `<radialGradient id="${id}" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse" gradientTransform="translate(${pt([centre[0] - radius * 0.35, centre[1] - radius * 0.4])}) scale(${num(radius * 1.55)})"><stop stop-color="${shade(base, 0.28)}"/><stop offset=".6" stop-color="${base}"/><stop offset="1" stop-color="${shade(base, -0.16)}"/></radialGradient>`,
    );
  }

  /** A linear gradient from a lighter top-left to a darker bottom-right over the box given. */
  softFabric(name: string, base: string, from: Point, to: Point): string {
    return this.add(
      `f-${name}`,
      (id) =>
        `<linearGradient id="${id}" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}" gradientUnits="userSpaceOnUse"><stop stop-color="${shade(base, 0.18)}"/><stop offset="1" stop-color="${shade(base, -0.18)}"/></linearGradient>`,
    );
  }

  clip(name: string, shape: string): string {
    return this.add(`c-${name}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  toString(): string {
    return this.entries.size === 0 ? "" : `<defs>${[...this.entries.values()].join("")}</defs>`;
  }

  private add(name: string, build: (id: string) => string): string {
    const id = `${this.prefix}-${name}`;
    if (!this.entries.has(id)) this.entries.set(id, build(id));
    return `url(#${id})`;
  }
}
