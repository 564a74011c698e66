/**
 * Weather painted over a place: a grey sky and puddles behind the picture, falling rain or snow,
 * wind swirls, fog banks and a lightning bolt in front of it, so the weather reads at a glance.
 */
import type { Random } from "../scene/random";
import type { SceneBackground } from "../scene/scene";
import { n } from "./svg-text";
import { HOME_ROOMS } from "../vocabulary/places";

export interface PaintedWeather {
  /** Over the sky and ground, behind every item. */
  back: string;
  /** Over every item. */
  front: string;
}

const INDOOR_PLACES: ReadonlySet<string> = new Set([...HOME_ROOMS, "party", "ocean", "space"]);

export function paintWeather(
  background: SceneBackground,
  size: number,
  random: Random,
): PaintedWeather {
  const weather = new Set(background.weather ?? []);
  if (weather.size === 0 || INDOOR_PLACES.has(background.place)) return { back: "", front: "" };
  const { horizon } = background;
  const back: string[] = [];
  const front: string[] = [];
  if (weather.has("storm") || weather.has("rain")) {
    const darkness = weather.has("storm") ? 0.42 : 0.25;
    back.push(
      `<rect width="${size}" height="${n(horizon)}" fill="#5b6b82" fill-opacity="${darkness}"/>`,
      stormClouds(size, horizon, random, weather.has("storm")),
      puddles(size, horizon, random),
    );
    front.push(rainStreaks(size, random, weather.has("storm") ? 90 : 60));
  }
  if (weather.has("storm")) front.push(lightningBolt(size, horizon, random));
  if (weather.has("snow")) front.push(snowFlakes(size, random));
  if (weather.has("wind")) front.push(windSwirls(size, horizon, random));
  if (weather.has("fog")) front.push(fogBanks(size, horizon));
  return { back: back.join(""), front: front.join("") };
}

function stormClouds(size: number, horizon: number, random: Random, isStorm: boolean): string {
  const fill = isStorm ? "#4a5568" : "#8a97ab";
  const clouds: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const cx = size * (0.12 + index * 0.26 + random.between(-0.04, 0.04));
    const cy = horizon * random.between(0.1, 0.28);
    const r = size * random.between(0.07, 0.1);
    clouds.push(
      `<g fill="${fill}" opacity=".92"><circle cx="${n(cx - r)}" cy="${n(cy + r * 0.3)}" r="${n(r * 0.8)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/><circle cx="${n(cx + r)}" cy="${n(cy + r * 0.3)}" r="${n(r * 0.75)}"/><rect x="${n(cx - r * 1.6)}" y="${n(cy + r * 0.3)}" width="${n(r * 3.3)}" height="${n(r * 0.75)}" rx="${n(r * 0.37)}"/></g>`,
    );
  }
  return clouds.join("");
}

function puddles(size: number, horizon: number, random: Random): string {
  const shapes: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const cx = size * (0.15 + index * 0.35 + random.between(-0.05, 0.05));
    const cy = horizon + (size - horizon) * random.between(0.55, 0.9);
    const rx = size * random.between(0.06, 0.1);
    shapes.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.22)}" fill="#7fb6e6" fill-opacity=".75"/><ellipse cx="${n(cx - rx * 0.25)}" cy="${n(cy - rx * 0.05)}" rx="${n(rx * 0.4)}" ry="${n(rx * 0.06)}" fill="#fff" fill-opacity=".5"/>`,
    );
  }
  return shapes.join("");
}

function rainStreaks(size: number, random: Random, count: number): string {
  const lines: string[] = [];
  const length = size * 0.045;
  for (let index = 0; index < count; index += 1) {
    const x = random.between(0, size);
    const y = random.between(0, size);
    lines.push(`M${n(x)} ${n(y)}l${n(-length * 0.25)} ${n(length)}`);
  }
  return `<path d="${lines.join("")}" stroke="#d6ecff" stroke-width="${n(size * 0.005)}" stroke-linecap="round" opacity=".8"/>`;
}

function lightningBolt(size: number, horizon: number, random: Random): string {
  const x = size * random.between(0.6, 0.8);
  const top = horizon * 0.25;
  const s = size * 0.05;
  const d = `M${n(x)} ${n(top)}l${n(-s)} ${n(s * 2)}h${n(s * 0.9)}l${n(-s * 0.8)} ${n(s * 2)}l${n(s * 1.9)} ${n(-s * 2.6)}h${n(-s * 0.9)}l${n(s * 0.7)} ${n(-s * 1.4)}z`;
  return `<path d="${d}" fill="#ffe14d" stroke="#f59e0b" stroke-width="${n(size * 0.003)}" stroke-linejoin="round"/>`;
}

function snowFlakes(size: number, random: Random): string {
  const flakes: string[] = [];
  for (let index = 0; index < 70; index += 1) {
    const r = size * random.between(0.004, 0.009);
    flakes.push(
      `<circle cx="${n(random.between(0, size))}" cy="${n(random.between(0, size))}" r="${n(r)}"/>`,
    );
  }
  return `<g fill="#fff" opacity=".9">${flakes.join("")}</g>`;
}

function windSwirls(size: number, horizon: number, random: Random): string {
  const swirls: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const x = size * random.between(0.05, 0.55);
    const y = horizon * (0.25 + index * 0.2) + random.between(-20, 20);
    const w = size * random.between(0.25, 0.38);
    const r = size * 0.025;
    swirls.push(`M${n(x)} ${n(y)}h${n(w)}a${n(r)} ${n(r)} 0 1 0 ${n(-r)} ${n(-r * 1.6)}`);
  }
  return `<path d="${swirls.join("")}" fill="none" stroke="#fff" stroke-width="${n(size * 0.008)}" stroke-linecap="round" stroke-opacity=".85"/>`;
}

function fogBanks(size: number, horizon: number): string {
  const bands = [0.45, 0.7, 0.92].map((share, index) => {
    const y = horizon * 0.5 + (size - horizon * 0.5) * share;
    return `<rect x="${n(-size * 0.1)}" y="${n(y - size * 0.06)}" width="${n(size * 1.2)}" height="${n(size * 0.12)}" rx="${n(size * 0.06)}" fill-opacity="${index === 2 ? 0.55 : 0.45}"/>`;
  });
  return `<g fill="#eef2f7">${bands.join("")}<rect width="${size}" height="${size}" fill-opacity=".18"/></g>`;
}
