/**
 * Paths written in head units: numbers come in x y pairs measured in face radii from the face
 * centre (y up is negative, the head's top is at -1), for hats that fit every head size.
 */
import type { Bounds, Point } from "./svg-kit";
import { num } from "./svg-kit";

export interface HeadFrame {
  centre: Point;
  radius: number;
  bounds: Bounds;
}

/** Maps "M -1 -0.7 Q 0 -1.2 1 -0.7 Z" (absolute M, L, Q, C, Z only) onto the head. */
export function headPath(head: HeadFrame, path: string): string {
  const tokens = path.trim().split(/\s+/);
  let out = "";
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^[A-Za-z]$/.test(token)) {
      out += token;
      continue;
    }
    const point = headPoint(head, Number(token), Number(tokens[++i]));
    head.bounds.addPoint(point);
    out += `${num(point[0])} ${num(point[1])} `;
  }
  return out.trim();
}

export function headPoint(head: HeadFrame, x: number, y: number): Point {
  return [head.centre[0] + x * head.radius, head.centre[1] + y * head.radius];
}

export function headCircle(head: HeadFrame, x: number, y: number, r: number, fill: string): string {
  const [cx, cy] = headPoint(head, x, y);
  head.bounds.addPoint([cx, cy], r * head.radius);
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * head.radius)}" fill="${fill}"/>`;
}
