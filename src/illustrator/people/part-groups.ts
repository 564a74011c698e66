/** The groups a kit figure is drawn in, named so the web can move or find each part. */
import type { Limb } from "./skeleton";

/**
 * A part of the figure the web's dance moves on its own (`data-part`), turning about its joint
 * with the body (the shoulder, the hip) as the part's own origin, so "arms up" lifts an arm.
 */
export function marked(part: string, svg: string, limb?: Limb): string {
  if (!svg) return "";
  const origin = limb ? ` style="${pivotStyle(limb)}"` : "";
  return `<g data-part="${part}"${origin}>${svg}</g>`;
}

/** The limb's root as a share of the box its bones and hand span (CSS's fill-box). */
function pivotStyle({ root, joint, end }: Limb): string {
  const xs = [root[0], joint[0], end[0]];
  const ys = [root[1], joint[1], end[1]];
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const width = Math.max(...xs) - left || 1;
  const height = Math.max(...ys) - top || 1;
  const share = (value: number) => `${Math.round(value * 100)}%`;
  return `transform-box:fill-box;transform-origin:${share((root[0] - left) / width)} ${share((root[1] - top) / height)}`;
}
