/**
 * The head: ears just outside the face circle, the face circle, and the features, all well inside
 * the oval a face photo covers (0.95 r wide, 1.18 r tall), so no drawn eye or mouth peeks out.
 */
import { shade } from "./colour";
import { blushColour, skinColour } from "./skin-tones";
import type { Bounds, Defs } from "./svg-kit";
import { num, type Point } from "./svg-kit";
import type { FacialHair } from "./person-kit-types";

export interface FacePaint {
  defs: Defs;
  bounds: Bounds;
  centre: Point;
  radius: number;
  tone: number;
  eyesClosed: boolean;
  glasses: boolean;
  facialHair: FacialHair;
  freckles: boolean;
  /** The colour a beard or a moustache grows in. */
  hairColour: string;
}

export function drawEars(f: FacePaint): string {
  const skin = skinColour(f.tone);
  const [cx, cy] = f.centre;
  const r = f.radius;
  return [-1, 1]
    .map((side) => {
      const ear: Point = [cx + side * r * 0.98, cy + r * 0.1];
      f.bounds.addPoint(ear, r * 0.22);
      return (
        `<circle cx="${num(ear[0])}" cy="${num(ear[1])}" r="${num(r * 0.22)}" fill="${f.defs.softBall(`ear${side}`, skin, ear, r * 0.22)}"/>` +
        `<circle cx="${num(ear[0] + side * r * 0.03)}" cy="${num(ear[1])}" r="${num(r * 0.1)}" fill="${shade(skin, -0.14)}" fill-opacity=".6"/>`
      );
    })
    .join("");
}

export function drawFace(f: FacePaint): string {
  const skin = skinColour(f.tone);
  const [cx, cy] = f.centre;
  const r = f.radius;
  f.bounds.addPoint(f.centre, r);
  // Features sit a touch to the left: the person looks the way they face.
  const fx = cx - r * 0.05;
  const eyeY = cy + r * 0.06;
  const eyes = [-1, 1].map((side) => eye(fx + side * r * 0.36, eyeY, r, f.eyesClosed)).join("");
  const brows = [-1, 1]
    .map((side) => {
      const x = fx + side * r * 0.37;
      const y = eyeY - r * 0.3;
      return `<path d="M${num(x - r * 0.12)} ${num(y + r * 0.03)}Q${num(x)} ${num(y - r * 0.05)} ${num(x + r * 0.12)} ${num(y + r * 0.03)}" stroke="${shade(skin, -0.4)}" stroke-opacity=".55" stroke-width="${num(r * 0.055)}" stroke-linecap="round"/>`;
    })
    .join("");
  const cheeks = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${num(fx + side * r * 0.55)}" cy="${num(cy + r * 0.34)}" rx="${num(r * 0.15)}" ry="${num(r * 0.095)}" fill="${blushColour(f.tone)}" fill-opacity=".55"/>`,
    )
    .join("");
  const nose = `<ellipse cx="${num(fx - r * 0.02)}" cy="${num(cy + r * 0.27)}" rx="${num(r * 0.075)}" ry="${num(r * 0.055)}" fill="${shade(skin, -0.14)}" fill-opacity=".7"/>`;
  const mouthY = cy + r * 0.44;
  const mouth = f.eyesClosed
    ? `<path d="M${num(fx - r * 0.12)} ${num(mouthY)}Q${num(fx)} ${num(mouthY + r * 0.1)} ${num(fx + r * 0.12)} ${num(mouthY)}" stroke="${shade(skin, -0.45)}" stroke-width="${num(r * 0.06)}" stroke-linecap="round"/>`
    : `<path d="M${num(fx - r * 0.17)} ${num(mouthY)}Q${num(fx)} ${num(mouthY + r * 0.05)} ${num(fx + r * 0.17)} ${num(mouthY)}Q${num(fx)} ${num(mouthY + r * 0.28)} ${num(fx - r * 0.17)} ${num(mouthY)}Z" fill="${f.tone >= 3 ? "#8a2038" : "#b8405a"}"/>`;
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${f.defs.softBall("face", skin, f.centre, r)}"/>` +
    cheeks +
    brows +
    eyes +
    nose +
    mouth +
    (f.freckles ? freckles(fx, cy, r, skin) : "") +
    (f.facialHair === "beard" ? beard(f, fx, mouthY) : "") +
    (f.facialHair === "none" ? "" : moustache(f, fx, mouthY)) +
    (f.glasses ? glasses(fx, eyeY, r) : "")
  );
}

/** Little dots over the nose and the cheeks. */
function freckles(fx: number, cy: number, r: number, skin: string): string {
  const dots: Point[] = [
    [-0.42, 0.2],
    [-0.3, 0.27],
    [-0.5, 0.31],
    [0.32, 0.2],
    [0.44, 0.27],
    [0.26, 0.3],
  ];
  const fill = shade(skin, -0.38);
  return dots
    .map(
      ([dx, dy]) =>
        `<circle cx="${num(fx + dx * r)}" cy="${num(cy + dy * r)}" r="${num(r * 0.035)}" fill="${fill}" fill-opacity=".7"/>`,
    )
    .join("");
}

/** A full, rounded beard from ear to ear under the mouth, the chin hidden in it. */
function beard(f: FacePaint, fx: number, mouthY: number): string {
  const [cx, cy] = f.centre;
  const r = f.radius;
  const below = mouthY + r * 0.2;
  const bottom = cy + r * 1.45;
  f.bounds.addPoint([cx, bottom], r * 0.05);
  const d =
    `M${num(cx - r * 0.96)} ${num(cy + r * 0.05)}` +
    `C${num(cx - r * 1.02)} ${num(cy + r * 0.95)} ${num(cx - r * 0.55)} ${num(bottom)} ${num(fx)} ${num(bottom)}` +
    `C${num(cx + r * 0.55)} ${num(bottom)} ${num(cx + r * 1.02)} ${num(cy + r * 0.95)} ${num(cx + r * 0.96)} ${num(cy + r * 0.05)}` +
    `C${num(cx + r * 0.7)} ${num(cy + r * 0.3)} ${num(fx + r * 0.4)} ${num(below)} ${num(fx)} ${num(below)}` +
    `C${num(fx - r * 0.4)} ${num(below)} ${num(cx - r * 0.7)} ${num(cy + r * 0.3)} ${num(cx - r * 0.96)} ${num(cy + r * 0.05)}Z`;
  const fill = f.defs.softBall("beard", f.hairColour, [fx, cy + r * 0.9], r * 0.9);
  return `<path d="${d}" fill="${fill}" stroke="${shade(f.hairColour, -0.18)}" stroke-width="${num(r * 0.03)}"/>`;
}

/** Two soft curls over the mouth. */
function moustache(f: FacePaint, fx: number, mouthY: number): string {
  const r = f.radius;
  const y = mouthY - r * 0.06;
  const fill = shade(f.hairColour, -0.06);
  return [-1, 1]
    .map((side) => {
      const tip = fx + side * r * 0.42;
      return `<path d="M${num(fx)} ${num(y - r * 0.06)}Q${num(fx + side * r * 0.25)} ${num(y - r * 0.16)} ${num(tip)} ${num(y + r * 0.02)}Q${num(fx + side * r * 0.22)} ${num(y + r * 0.06)} ${num(fx)} ${num(y + r * 0.03)}Z" fill="${fill}"/>`;
    })
    .join("");
}

function eye(x: number, y: number, r: number, closed: boolean): string {
  if (closed) {
    return `<path d="M${num(x - r * 0.12)} ${num(y)}Q${num(x)} ${num(y + r * 0.1)} ${num(x + r * 0.12)} ${num(y)}" stroke="#3b2a22" stroke-width="${num(r * 0.06)}" stroke-linecap="round"/>`;
  }
  return (
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(r * 0.11)}" ry="${num(r * 0.155)}" fill="#3b2a22"/>` +
    `<circle cx="${num(x + r * 0.04)}" cy="${num(y - r * 0.055)}" r="${num(r * 0.045)}" fill="#fff"/>`
  );
}

function glasses(fx: number, y: number, r: number): string {
  const rims = [-1, 1]
    .map(
      (side) => `<circle cx="${num(fx + side * r * 0.36)}" cy="${num(y)}" r="${num(r * 0.21)}"/>`,
    )
    .join("");
  return `<g stroke="#5b4a63" stroke-width="${num(r * 0.055)}" fill="#fff" fill-opacity=".18">${rims}<path d="M${num(fx - r * 0.15)} ${num(y - r * 0.02)}Q${num(fx)} ${num(y - r * 0.1)} ${num(fx + r * 0.15)} ${num(y - r * 0.02)}" fill="none"/></g>`;
}
