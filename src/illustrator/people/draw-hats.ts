/**
 * Hats of the roles, sitting on the head over the hair. Brims stay above the fringe line (the top
 * 15 % of the face circle), so a face photo is never covered; `headTop` stays the head's top.
 */
import type { HatKind } from "./clothing";
import { shade } from "./colour";
import { headCircle, headPath, headPoint, type HeadFrame } from "./head-path";
import type { Defs } from "./svg-kit";
import { num } from "./svg-kit";

const GOLD = "#ffc93d";

function shape(head: HeadFrame, defs: Defs, name: string, colour: string, path: string): string {
  const [x0, y0] = headPoint(head, -1.6, -2);
  const [x1, y1] = headPoint(head, 1.6, -0.5);
  return `<path d="${headPath(head, path)}" fill="${defs.softFabric(name, colour, [x0, y0], [x1, y1])}"/>`;
}

function line(head: HeadFrame, path: string, colour: string, width: number, opacity = 1): string {
  return `<path d="${headPath(head, path)}" stroke="${colour}" stroke-width="${num(width * head.radius)}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function star(head: HeadFrame, x: number, y: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    points.push(`${num(x + Math.cos(a) * k)} ${num(y + Math.sin(a) * k)}`);
  }
  return `<path d="${headPath(head, `M ${points.join(" L ")} Z`)}" fill="${GOLD}"/>`;
}

function crown(head: HeadFrame, defs: Defs, size: number): string {
  const k = (x: number, y: number) => `${x * size} ${-0.9 + (y + 0.9) * size}`;
  const path = `M ${k(-0.85, -0.85)} L ${k(-0.98, -1.75)} L ${k(-0.45, -1.32)} L ${k(0, -1.92)} L ${k(0.45, -1.32)} L ${k(0.98, -1.75)} L ${k(0.85, -0.85)} Q ${k(0, -0.98)} ${k(-0.85, -0.85)} Z`;
  const dot = (x: number, y: number, r: number, fill: string) =>
    headCircle(head, x * size, -0.9 + (y + 0.9) * size, r * size, fill);
  return (
    shape(head, defs, "crown", GOLD, path) +
    dot(-0.98, -1.75, 0.11, "#fff1a8") +
    dot(0, -1.92, 0.11, "#fff1a8") +
    dot(0.98, -1.75, 0.11, "#fff1a8") +
    dot(-0.45, -1.05, 0.1, "#e53935") +
    dot(0, -1.08, 0.11, "#3b82f6") +
    dot(0.45, -1.05, 0.1, "#22b07d")
  );
}

/** A tall cone bending back at its tip, on a wide brim: a wizard's or a witch's hat. */
function pointyHat(head: HeadFrame, defs: Defs, colour: string, band: string): string {
  return (
    shape(
      head,
      defs,
      "hat",
      colour,
      "M -0.95 -0.85 Q -0.55 -1.9 -0.1 -2.6 Q 0.3 -3.2 1.1 -3.1 Q 0.45 -2.7 0.5 -2.1 Q 0.7 -1.4 0.95 -0.85 Z",
    ) +
    line(head, "M -0.9 -1.02 Q 0 -1.16 0.92 -1.02", band, 0.2) +
    shape(
      head,
      defs,
      "brim",
      shade(colour, -0.12),
      "M -1.75 -0.8 Q 0 -1.12 1.75 -0.8 Q 0 -0.62 -1.75 -0.8 Z",
    )
  );
}

export function drawHatShape(head: HeadFrame, defs: Defs, hat: HatKind): string {
  switch (hat) {
    case "wizard-hat":
      return (
        pointyHat(head, defs, "#4a3fb8", GOLD) +
        star(head, -0.1, -1.6, 0.2) +
        star(head, 0.25, -2.3, 0.14) +
        headCircle(head, 0.4, -1.35, 0.07, "#ffffff")
      );
    case "witch-hat":
      return pointyHat(head, defs, "#2f2740", "#9b5de5") + headCircle(head, 0, -1.04, 0.12, GOLD);
    case "elf-hat":
      return (
        shape(
          head,
          defs,
          "hat",
          "#2e9e4f",
          "M -1.0 -0.82 Q -0.8 -1.7 0.1 -1.85 Q 0.9 -1.95 1.7 -1.3 Q 1.0 -1.45 0.98 -0.82 Z",
        ) +
        line(head, "M -1.0 -0.9 Q 0 -1.05 1.0 -0.9", "#e53935", 0.2) +
        headCircle(head, 1.75, -1.3, 0.2, "#ffd21f")
      );
    case "santa-hat":
      return (
        shape(
          head,
          defs,
          "hat",
          "#d62828",
          "M -0.95 -0.9 Q -0.8 -1.9 0.2 -1.9 Q 1.1 -1.85 1.5 -1.0 Q 1.0 -1.35 0.95 -0.9 Z",
        ) +
        line(head, "M -1.02 -0.9 Q 0 -1.08 1.02 -0.9", "#ffffff", 0.32) +
        headCircle(head, 1.52, -0.95, 0.24, "#ffffff")
      );
    case "knight-helmet":
      return (
        shape(
          head,
          defs,
          "hat",
          "#b8c2d1",
          "M -1.08 -0.78 Q -1.15 -1.95 0 -1.98 Q 1.15 -1.95 1.08 -0.78 Q 0 -0.96 -1.08 -0.78 Z",
        ) +
        line(head, "M 0 -1.96 L 0 -0.95", "#8d98aa", 0.14) +
        line(head, "M -1.05 -0.86 Q 0 -1.02 1.05 -0.86", "#8d98aa", 0.12) +
        shape(
          head,
          defs,
          "plume",
          "#e53935",
          "M 0 -1.95 Q 0.4 -2.6 1.2 -2.4 Q 0.7 -2.2 0.6 -1.85 Z",
        )
      );
    case "tricorn":
      return (
        shape(
          head,
          defs,
          "hat",
          "#3a3046",
          "M -1.6 -0.74 Q -1.35 -1.8 -0.55 -1.55 Q 0 -2.05 0.55 -1.55 Q 1.35 -1.8 1.6 -0.74 Q 0 -1.12 -1.6 -0.74 Z",
        ) +
        line(head, "M -1.5 -0.8 Q 0 -1.16 1.5 -0.8", GOLD, 0.1) +
        headCircle(head, 0, -1.45, 0.15, "#ffffff")
      );
    case "fire-helmet":
      return (
        shape(
          head,
          defs,
          "hat",
          "#e0312f",
          "M -1.05 -0.78 Q -1.1 -1.95 0 -1.95 Q 1.1 -1.95 1.05 -0.78 Z",
        ) +
        shape(
          head,
          defs,
          "brim",
          "#c42424",
          "M -1.45 -0.74 Q 0 -0.98 1.8 -0.62 Q 1.75 -0.4 1.3 -0.52 Q 0.3 -0.96 -1.45 -0.64 Z",
        ) +
        line(head, "M -0.5 -1.82 Q 0 -2.02 0.5 -1.82", shade("#e0312f", 0.35), 0.14) +
        shape(
          head,
          defs,
          "badge",
          GOLD,
          "M -0.45 -1.5 L 0.15 -1.5 L 0.15 -1.12 Q -0.15 -0.88 -0.45 -1.12 Z",
        )
      );
    case "nurse-cap":
      return (
        shape(
          head,
          defs,
          "hat",
          "#ffffff",
          "M -0.72 -0.98 L -0.6 -1.48 L 0.6 -1.48 L 0.72 -0.98 Q 0 -1.1 -0.72 -0.98 Z",
        ) + line(head, "M -0.15 -1.25 L 0.15 -1.25 M 0 -1.4 L 0 -1.1", "#e53935", 0.1)
      );
    case "space-bubble": {
      const [cx, cy] = headPoint(head, 0, 0.05);
      const r = 1.5 * head.radius;
      head.bounds.addPoint([cx, cy], r);
      return (
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#e6f4ff" fill-opacity=".1" stroke="#bfe3ff" stroke-width="${num(head.radius * 0.09)}"/>` +
        line(head, "M -1.12 -0.55 Q -0.95 -1.15 -0.35 -1.32", "#ffffff", 0.14, 0.7)
      );
    }
    case "tiara":
      return (
        shape(
          head,
          defs,
          "hat",
          GOLD,
          "M -0.62 -0.94 L -0.58 -1.24 L -0.3 -1.08 L 0 -1.46 L 0.3 -1.08 L 0.58 -1.24 L 0.62 -0.94 Q 0 -1.06 -0.62 -0.94 Z",
        ) + headCircle(head, 0, -1.14, 0.1, "#ff5fa2")
      );
    case "crown":
      return crown(head, defs, 1);
    case "small-crown":
      return crown(head, defs, 0.7);
    case "toque":
      return (
        shape(
          head,
          defs,
          "puff",
          "#ffffff",
          "M -0.8 -1.2 Q -1.2 -1.5 -0.9 -1.85 Q -0.7 -2.3 -0.2 -2.1 Q 0.2 -2.5 0.6 -2.15 Q 1.2 -2.05 0.95 -1.55 Q 1.05 -1.3 0.8 -1.2 Z",
        ) +
        shape(
          head,
          defs,
          "hat",
          "#f1f3f7",
          "M -0.84 -0.82 L -0.84 -1.28 L 0.84 -1.28 L 0.84 -0.82 Q 0 -0.92 -0.84 -0.82 Z",
        )
      );
    case "straw-hat":
      return (
        shape(
          head,
          defs,
          "hat",
          "#eac46b",
          "M -0.86 -0.86 Q -0.92 -1.68 0 -1.68 Q 0.92 -1.68 0.86 -0.86 Z",
        ) +
        line(head, "M -0.87 -1.02 Q 0 -1.14 0.87 -1.02", "#e53935", 0.16) +
        shape(head, defs, "brim", "#e0b458", "M -1.8 -0.8 Q 0 -1.18 1.8 -0.8 Q 0 -0.64 -1.8 -0.8 Z")
      );
    case "police-cap":
      return (
        shape(
          head,
          defs,
          "hat",
          "#1e2f57",
          "M -1.08 -1.18 Q -1.12 -1.66 0 -1.68 Q 1.22 -1.66 1.16 -1.22 L 0.96 -0.9 L -0.96 -0.9 Z",
        ) +
        line(head, "M -0.96 -0.95 L 0.97 -0.95", "#15203d", 0.16) +
        shape(
          head,
          defs,
          "visor",
          "#15203d",
          "M -0.95 -0.86 Q -1.5 -0.86 -1.58 -0.72 Q -1.1 -0.66 -0.5 -0.8 Z",
        ) +
        headCircle(head, -0.1, -1.3, 0.16, GOLD)
      );
    case "hard-hat":
      return (
        shape(
          head,
          defs,
          "hat",
          "#ffd21f",
          "M -1.05 -0.8 Q -1.05 -1.88 0 -1.88 Q 1.05 -1.88 1.05 -0.8 Z",
        ) +
        line(head, "M -0.1 -1.84 Q -0.14 -1.3 -0.12 -0.86", "#f2b705", 0.24) +
        shape(
          head,
          defs,
          "brim",
          "#f5c400",
          "M -1.55 -0.76 Q 0 -0.94 1.32 -0.78 Q 1.3 -0.62 1.0 -0.64 Q 0 -0.82 -1.45 -0.62 Q -1.62 -0.66 -1.55 -0.76 Z",
        )
      );
    case "mail-cap":
      return (
        shape(
          head,
          defs,
          "hat",
          "#2f4f85",
          "M -1.0 -0.84 Q -1.05 -1.6 0 -1.62 Q 1.05 -1.6 1.0 -0.84 Z",
        ) +
        shape(
          head,
          defs,
          "visor",
          "#243d69",
          "M -0.95 -0.88 Q -1.58 -0.88 -1.64 -0.72 Q -1.1 -0.66 -0.4 -0.8 Z",
        ) +
        headCircle(head, -0.2, -1.22, 0.14, GOLD)
      );
  }
}
