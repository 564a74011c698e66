/** Colour arithmetic for shading: the kit paints with a base colour and its lighter and darker kin. */

function parseHex(colour: string): [number, number, number] {
  let hex = colour.trim().replace(/^#/, "");
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join("");
  const value = Number.parseInt(hex.slice(0, 6), 16);
  if (hex.length < 6 || Number.isNaN(value)) return [128, 128, 128];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(colour: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(parseHex(colour).map((c) => c + (target - c) * t));
}

/** Mixes two colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * t));
}
