/**
 * A story's colour theme: a wash of the theme's colours over the sky and the ground (never over the
 * characters), stars for a starry story, confetti dots for candy. A rainbow is drawn only where
 * the words have one, never by the theme (it arched over every page, under the sea and in space).
 */
import type { Random } from "../scene/random";
import type { ColorTheme } from "../scene/scene";
import { n, verticalGradient } from "./svg-text";

/** Top-to-bottom wash colours and how strongly they show. */
const WASHES: Readonly<Record<ColorTheme, { colors: readonly string[]; opacity: number }>> = {
  rainbow: { colors: ["#ffb3d9", "#ffe08a", "#b8f5c8", "#a8dcff", "#d9b8ff"], opacity: 0.26 },
  ocean: { colors: ["#7ee0ff", "#33b6e0", "#1274b8"], opacity: 0.3 },
  sunset: { colors: ["#ff7eb3", "#ffa65c", "#ffd36b"], opacity: 0.32 },
  forest: { colors: ["#b9f27c", "#5cc46b", "#2f8f4e"], opacity: 0.26 },
  starry: { colors: ["#2b2d8f", "#4b3fb0", "#7e5cd6"], opacity: 0.34 },
  candy: { colors: ["#ffb3e6", "#e5b8ff", "#ffd1dc"], opacity: 0.32 },
};

const CANDY_DOTS = ["#ff6fb5", "#ffd93d", "#7ee0ff", "#b388ff", "#7dff9b"];

export interface PaintedTheme {
  defs: string;
  /** Drawn over the sky, before hills and ground. */
  sky: string;
  /** Drawn over the whole background, before any item. */
  wash: string;
}

export function paintTheme(
  theme: ColorTheme,
  size: number,
  horizon: number,
  random: Random,
): PaintedTheme {
  const wash = WASHES[theme];
  const defs = verticalGradient("theme-wash", wash.colors);
  let sky = "";
  if (theme === "starry") sky = stars(size, horizon, random);
  let extra = "";
  if (theme === "candy") extra = confetti(size, horizon, random);
  return {
    defs,
    sky,
    wash: `<rect width="${size}" height="${size}" fill="url(#theme-wash)" fill-opacity="${wash.opacity}"/>${extra}`,
  };
}

function stars(size: number, horizon: number, random: Random): string {
  let out = "";
  for (let index = 0; index < 28; index += 1) {
    const x = random.between(0, size);
    const y = random.between(0, Math.max(size * 0.1, horizon * 0.8));
    const r = random.between(size * 0.003, size * 0.008);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fffbe0" fill-opacity=".9"/>`;
  }
  return out;
}

function confetti(size: number, horizon: number, random: Random): string {
  let out = "";
  for (let index = 0; index < 18; index += 1) {
    const color = CANDY_DOTS[index % CANDY_DOTS.length] ?? "#ff6fb5";
    const x = random.between(0, size);
    const y = random.between(0, horizon * 0.9);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.009)}" fill="${color}" fill-opacity=".7"/>`;
  }
  return out;
}
