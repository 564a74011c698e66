/**
 * Paints a place: the sky for the time of day, hills, the ground, and what makes each place
 * itself (the sea at the beach, a pond, a city skyline, a room's wall and floor, stars in space).
 */
import { createRandom, type Random } from "../scene/random";
import { hasPool, POND } from "../scene/place-styles";
import type { SceneBackground } from "../scene/scene";
import { paintTheme } from "./paint-theme";
import { paintWeather } from "./paint-weather";
import { GROUND_BY_PLACE, SKY_BY_TIME, WATER } from "./palettes";
import { hillPath, n, verticalGradient } from "./svg-text";
import type { PlaceId } from "../vocabulary/places";

export interface PaintedBackground {
  defs: string;
  /** Drawn before every item. */
  back: string;
  /** Drawn after every item: water over swimmers. */
  front: string;
}

export function paintBackground(
  background: SceneBackground,
  size: number,
  seed: number,
): PaintedBackground {
  const random = createRandom(seed ^ 0x5eed);
  const { place, time, horizon } = background;
  const palette = GROUND_BY_PLACE[place];
  const defs: string[] = [
    verticalGradient("sky", skyColors(background)),
    verticalGradient("ground", palette.ground),
  ];
  const back: string[] = [`<rect width="${size}" height="${size}" fill="url(#sky)"/>`];
  const theme = background.theme
    ? paintTheme(background.theme, size, horizon, createRandom(seed ^ 0x7e3e))
    : undefined;
  if (theme) defs.push(theme.defs);
  if (theme) back.push(theme.sky);
  if (time === "night" || place === "space" || place === "moon")
    back.push(starDots(size, horizon, random));
  if (time === "sunset")
    back.push(
      `<circle cx="${n(size * 0.5)}" cy="${n(horizon)}" r="${n(size * 0.16)}" fill="#ffb86b" fill-opacity=".55"/>`,
    );

  switch (place) {
    case "space":
      back.push(
        `<circle cx="${n(size * 0.2)}" cy="${n(size * 0.8)}" r="${n(size * 0.36)}" fill="#5b3fa8" fill-opacity=".18"/>`,
      );
      break;
    case "sky":
      back.push(cloudBank(size, horizon, random));
      break;
    case "ocean":
      back.push(...underwater(size, horizon, random, defs));
      break;
    case "home":
    case "kitchen":
    case "bathroom":
    case "bedroom":
    case "party":
      back.push(...room(size, horizon, palette.far, palette.ground, place, random));
      break;
    default:
      back.push(...land(background, size, random));
  }
  if ((place === "home" || place === "party") && time !== "day") {
    // Indoors the sky is only in the window: the room itself is lamp-lit at night, warm at sunset.
    back.push(
      `<rect width="${size}" height="${size}" fill="${time === "night" ? "#1b2259" : "#ff8a4c"}" fill-opacity="${time === "night" ? ".42" : ".16"}"/>`,
    );
  } else if (time === "night" && place !== "space") {
    back.push(
      `<rect y="${n(horizon * 0.85)}" width="${size}" height="${n(size - horizon * 0.85)}" fill="#0b1340" fill-opacity=".32"/>`,
    );
  }
  if (theme) back.push(theme.wash);
  const weather = paintWeather(background, size, createRandom(seed ^ 0x3a1f));
  back.push(weather.back);
  return {
    defs: defs.join(""),
    back: back.join(""),
    front: waterOver(background, size) + weather.front,
  };
}

function skyColors(background: SceneBackground): readonly string[] {
  if (background.place === "space" || background.place === "moon")
    return ["#0a0f2e", "#1b1f5c", "#2d2477"];
  if (background.place === "ocean") return ["#7fd4f5", "#2f9fd8", "#1a6fb0"];
  return SKY_BY_TIME[background.time];
}

function land(background: SceneBackground, size: number, random: Random): string[] {
  const { place, horizon } = background;
  const palette = GROUND_BY_PLACE[place];
  const parts: string[] = [];
  const wave = (amplitude: number, points: number) =>
    Array.from({ length: points }, () => random.between(0, amplitude));
  if (place === "city") parts.push(skyline(size, horizon, random));
  if (place === "snow" || place === "desert" || place === "forest" || place === "jungle") {
    parts.push(
      `<path d="${hillPath(size, horizon - size * 0.06, size, wave(size * 0.1, 5))}" fill="${palette.far}"/>`,
    );
  } else if (place !== "sea" && place !== "beach" && place !== "moon") {
    parts.push(
      `<path d="${hillPath(size, horizon - size * 0.02, size, wave(size * 0.08, 5))}" fill="${palette.far}"/>`,
    );
  }
  if (place === "sea" || place === "beach") {
    const seaBottom =
      place === "sea"
        ? size
        : Math.max(horizon + size * 0.12, (background.waterline ?? 0) + size * 0.12);
    parts.push(
      `<rect y="${n(horizon)}" width="${size}" height="${n(seaBottom - horizon)}" fill="${WATER.surface}"/>`,
    );
    parts.push(ripples(size, horizon, seaBottom, random));
    if (place === "beach") {
      parts.push(
        `<path d="${hillPath(size, seaBottom, size, wave(size * 0.03, 4))}" fill="url(#ground)"/>`,
      );
    }
    return parts;
  }
  parts.push(
    `<path d="${hillPath(size, horizon + size * 0.03, size, wave(size * 0.035, 4))}" fill="url(#ground)"/>`,
  );
  if (place === "moon") parts.push(craters(size, horizon, random));
  if (place === "farm" || place === "zoo") parts.push(fence(size, horizon + size * 0.06));
  if (place === "park") parts.push(path(size, horizon));
  if (place === "city") {
    parts.push(
      `<rect y="${n(size * 0.86)}" width="${size}" height="${n(size * 0.14)}" fill="#5d6470"/>`,
    );
    for (let x = size * 0.04; x < size; x += size * 0.14) {
      parts.push(
        `<rect x="${n(x)}" y="${n(size * 0.925)}" width="${n(size * 0.07)}" height="${n(size * 0.012)}" rx="4" fill="#f4f4f4"/>`,
      );
    }
  }
  if (hasPool(place, background.waterline)) parts.push(pond(size));
  return parts;
}

function pond(size: number): string {
  const ellipse = `cx="${n(size * POND.cx)}" cy="${n(size * POND.cy)}" rx="${n(size * POND.rx)}" ry="${n(size * POND.ry)}"`;
  return `<ellipse ${ellipse} fill="${WATER.deep}"/><ellipse cx="${n(size * POND.cx)}" cy="${n(size * (POND.cy - 0.012))}" rx="${n(size * (POND.rx - 0.02))}" ry="${n(size * (POND.ry - 0.02))}" fill="${WATER.surface}"/>`;
}

function waterOver(background: SceneBackground, size: number): string {
  const line = background.waterline;
  if (line === undefined || background.place === "ocean") return "";
  const clip = `<clipPath id="below-water"><rect y="${n(line)}" width="${size}" height="${n(size - line)}"/></clipPath>`;
  const rippleLine = `<path d="M0 ${n(line)} Q${n(size * 0.125)} ${n(line - 8)} ${n(size * 0.25)} ${n(line)} T${n(size * 0.5)} ${n(line)} T${n(size * 0.75)} ${n(line)} T${n(size)} ${n(line)}" stroke="${WATER.ripple}" stroke-width="5" fill="none" stroke-opacity=".8"`;
  if (background.place === "sea" || background.place === "beach") {
    const bottom = background.place === "sea" ? size : line + size * 0.12;
    return `<rect y="${n(line)}" width="${size}" height="${n(bottom - line)}" fill="${WATER.surface}" fill-opacity=".88"/>${rippleLine}/>`;
  }
  const ellipse = `cx="${n(size * POND.cx)}" cy="${n(size * POND.cy)}" rx="${n(size * POND.rx)}" ry="${n(size * POND.ry)}"`;
  const pondShape = `<clipPath id="pond-shape"><ellipse ${ellipse}/></clipPath>`;
  return `<defs>${clip}${pondShape}</defs><g clip-path="url(#pond-shape)"><g clip-path="url(#below-water)"><ellipse ${ellipse} fill="${WATER.surface}" fill-opacity=".88"/></g>${rippleLine}/></g>`;
}

function ripples(size: number, top: number, bottom: number, random: Random): string {
  let out = "";
  for (let row = 0; row < 6; row += 1) {
    const y = top + ((row + 0.5) / 6) * (bottom - top);
    const x = random.between(0, size * 0.8);
    const width = random.between(size * 0.06, size * 0.14);
    out += `<path d="M${n(x)} ${n(y)} q${n(width / 4)} -6 ${n(width / 2)} 0 t${n(width / 2)} 0" stroke="${WATER.ripple}" stroke-width="4" fill="none" stroke-linecap="round" stroke-opacity=".7"/>`;
  }
  return out;
}

function starDots(size: number, horizon: number, random: Random): string {
  let out = "";
  for (let index = 0; index < 46; index += 1) {
    const x = random.between(0, size);
    const y = random.between(0, Math.min(horizon, size) * 0.9);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(random.between(1.5, 4))}" fill="#fffbe6" fill-opacity="${n(random.between(0.5, 1))}"/>`;
  }
  return out;
}

function cloudBank(size: number, horizon: number, random: Random): string {
  let out = "";
  for (let index = 0; index < 9; index += 1) {
    const x = (index / 8) * size;
    out += `<circle cx="${n(x)}" cy="${n(horizon + random.between(0, size * 0.05))}" r="${n(random.between(size * 0.09, size * 0.14))}" fill="#ffffff" fill-opacity=".95"/>`;
  }
  return out;
}

function underwater(size: number, floor: number, random: Random, defs: string[]): string[] {
  defs.push(verticalGradient("light", ["#ffffff", "#ffffff00"]));
  const parts: string[] = [];
  for (let ray = 0; ray < 4; ray += 1) {
    const x = random.between(size * 0.05, size * 0.9);
    parts.push(
      `<path d="M${n(x)} 0 L${n(x + size * 0.08)} 0 L${n(x + size * 0.2)} ${n(size * 0.7)} L${n(x + size * 0.05)} ${n(size * 0.7)} Z" fill="url(#light)" fill-opacity=".18"/>`,
    );
  }
  for (let bubble = 0; bubble < 14; bubble += 1) {
    parts.push(
      `<circle cx="${n(random.between(0, size))}" cy="${n(random.between(size * 0.05, floor))}" r="${n(random.between(4, 12))}" fill="none" stroke="#e6f7ff" stroke-width="3" stroke-opacity=".6"/>`,
    );
  }
  parts.push(
    `<path d="${hillPath(
      size,
      floor,
      size,
      Array.from({ length: 5 }, () => random.between(0, size * 0.04)),
    )}" fill="url(#ground)"/>`,
  );
  return parts;
}

/** Rooms with tiles on the wall behind the sink and the bath. */
const TILED_ROOMS: ReadonlySet<PlaceId> = new Set(["kitchen", "bathroom"]);

/** A band of white square tiles along the lower wall. */
function wallTiles(size: number, floor: number): string[] {
  const tile = size / 16;
  const top = floor - tile * 4;
  const lines = [
    `<rect y="${n(top)}" width="${size}" height="${n(tile * 4)}" fill="#ffffff" fill-opacity=".55"/>`,
  ];
  for (let row = 1; row < 4; row += 1) {
    lines.push(
      `<rect y="${n(top + tile * row)}" width="${size}" height="2" fill="#000000" fill-opacity=".08"/>`,
    );
  }
  for (let column = 1; column < 16; column += 1) {
    lines.push(
      `<rect x="${n(tile * column)}" y="${n(top)}" width="2" height="${n(tile * 4)}" fill="#000000" fill-opacity=".08"/>`,
    );
  }
  return lines;
}

function room(
  size: number,
  floor: number,
  wall: string,
  floorColors: readonly string[],
  place: PlaceId,
  random: Random,
): string[] {
  const parts = [
    `<rect width="${size}" height="${n(floor)}" fill="${wall}"/>`,
    ...(TILED_ROOMS.has(place) ? wallTiles(size, floor) : []),
    `<rect y="${n(floor)}" width="${size}" height="${n(size - floor)}" fill="${floorColors[0] ?? "#d9a46c"}"/>`,
    `<rect y="${n(floor - 10)}" width="${size}" height="14" fill="#ffffff" fill-opacity=".8"/>`,
  ];
  const isParty = place === "party";
  for (let line = 1; line < 4; line += 1) {
    const y = floor + ((size - floor) * line) / 4;
    parts.push(
      `<rect y="${n(y)}" width="${size}" height="3" fill="${floorColors[1] ?? "#c58c52"}"/>`,
    );
  }
  if (isParty) {
    const colors = ["#ff6b6b", "#ffd93d", "#6bcBef", "#9b5de5", "#00c49a"];
    const flags = 9;
    let bunting = `<path d="M0 ${n(size * 0.06)} Q${n(size / 2)} ${n(size * 0.16)} ${n(size)} ${n(size * 0.06)}" stroke="#8d6e63" stroke-width="4" fill="none"/>`;
    for (let flag = 0; flag < flags; flag += 1) {
      const x = ((flag + 0.5) / flags) * size;
      const t = (flag + 0.5) / flags;
      const y = size * 0.06 + 4 * t * (1 - t) * size * 0.05;
      bunting += `<path d="M${n(x - 22)} ${n(y)} L${n(x + 22)} ${n(y)} L${n(x)} ${n(y + 48)} Z" fill="${colors[flag % colors.length]}"/>`;
    }
    parts.push(bunting);
    for (let dot = 0; dot < 30; dot += 1) {
      parts.push(
        `<circle cx="${n(random.between(0, size))}" cy="${n(random.between(size * 0.2, floor - 20))}" r="5" fill="${colors[dot % colors.length]}" fill-opacity=".55"/>`,
      );
    }
  }
  return parts;
}

function skyline(size: number, horizon: number, random: Random): string {
  let out = "";
  let x = 0;
  while (x < size) {
    const width = random.between(size * 0.07, size * 0.13);
    const height = random.between(size * 0.12, size * 0.3);
    out += `<rect x="${n(x)}" y="${n(horizon - height)}" width="${n(width - 6)}" height="${n(height + 20)}" rx="6" fill="#a7b4cc"/>`;
    for (let row = horizon - height + 16; row < horizon - 10; row += 30) {
      for (let column = x + 10; column < x + width - 20; column += 24) {
        out += `<rect x="${n(column)}" y="${n(row)}" width="12" height="14" rx="2" fill="#fff6c8" fill-opacity=".8"/>`;
      }
    }
    x += width;
  }
  return out;
}

function craters(size: number, horizon: number, random: Random): string {
  let out = "";
  for (let index = 0; index < 7; index += 1) {
    const cx = random.between(0, size);
    const cy = random.between(horizon + size * 0.06, size * 0.98);
    const r = random.between(size * 0.02, size * 0.05);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 0.45)}" fill="#9ea3b3" fill-opacity=".7"/>`;
  }
  return out;
}

function fence(size: number, y: number): string {
  let out = `<rect y="${n(y - 30)}" width="${size}" height="8" fill="#c08a55"/><rect y="${n(y - 12)}" width="${size}" height="8" fill="#c08a55"/>`;
  for (let x = 10; x < size; x += 52)
    out += `<rect x="${n(x)}" y="${n(y - 46)}" width="12" height="52" rx="3" fill="#d39a62"/>`;
  return out;
}

function path(size: number, horizon: number): string {
  return `<path d="M${n(size * 0.46)} ${n(horizon + 20)} C${n(size * 0.3)} ${n(size * 0.8)} ${n(size * 0.7)} ${n(size * 0.85)} ${n(size * 0.55)} ${n(size)} L${n(size * 0.8)} ${n(size)} C${n(size * 0.9)} ${n(size * 0.85)} ${n(size * 0.45)} ${n(size * 0.8)} ${n(size * 0.54)} ${n(horizon + 20)} Z" fill="#e9d3a1" fill-opacity=".9"/>`;
}
