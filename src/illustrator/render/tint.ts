/** Colour washes for tinted things ("a purple elephant"): SVG filters that keep the shading. */
/** The colours of a rainbow tint, drawn as bands from top to bottom. */
export const RAINBOW_BANDS = [
  "#ef4444",
  "#f97316",
  "#facc15",
  "#22c55e",
  "#3b82f6",
  "#a855f7",
] as const;

export function tintFilterId(tint: string): string {
  return `tint-${tint.replace(/[^a-z0-9]/gi, "")}`;
}

/** A filter that recolours by brightness: light parts become a light tint, dark parts darker. */
export function tintFilter(tint: string): string {
  const [red, green, blue] = hexToUnit(tint);
  const row = (channel: number) =>
    `${n3(channel * 0.34)} ${n3(channel * 0.66)} ${n3(channel * 0.13)} 0 ${n3(channel * 0.3 + 0.03)}`;
  return (
    `<filter id="${tintFilterId(tint)}" color-interpolation-filters="sRGB">` +
    `<feColorMatrix type="matrix" values="${row(red)} ${row(green)} ${row(blue)} 0 0 0 1 0"/></filter>`
  );
}

/** Horizontal bands (in the item's bounding box) for a rainbow tint. */
export function rainbowClipPaths(): string {
  const bandHeight = 1 / RAINBOW_BANDS.length;
  return RAINBOW_BANDS.map(
    (_, index) =>
      `<clipPath id="rainbow-${index}" clipPathUnits="objectBoundingBox"><rect y="${n3(index * bandHeight)}" width="1" height="${n3(bandHeight + 0.002)}"/></clipPath>`,
  ).join("");
}

function hexToUnit(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", "").slice(0, 6), 16);
  if (Number.isNaN(value)) return [1, 1, 1];
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

function n3(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** The definitions (filters, rainbow bands) that the given tints need. */
export function tintDefinitions(tints: Iterable<string>): string {
  const colors = new Set<string>();
  let hasRainbow = false;
  for (const tint of tints) {
    if (tint === "rainbow") {
      hasRainbow = true;
      RAINBOW_BANDS.forEach((band) => colors.add(band));
    } else {
      colors.add(tint);
    }
  }
  return [...colors].map(tintFilter).join("") + (hasRainbow ? rainbowClipPaths() : "");
}

/** A drawing wrapped so it shows in the tint (rainbow: one band per colour). */
export function tintedDrawing(drawing: string, tint: string): string {
  if (tint !== "rainbow") return `<g filter="url(#${tintFilterId(tint)})">${drawing}</g>`;
  return RAINBOW_BANDS.map(
    (band, index) =>
      `<g clip-path="url(#rainbow-${index})"><g filter="url(#${tintFilterId(band)})">${drawing}</g></g>`,
  ).join("");
}

/**
 * A standalone artwork SVG already tinted, for renderers that rasterise each artwork once and
 * reuse the bitmap (the server).
 */
export function tintedArtworkSvg(artworkSvg: string, tint: string, viewBoxSize: number): string {
  const inner = artworkSvg.replace(
    /^\s*(<\?xml[^>]*>\s*)?<svg\s/,
    `<svg x="0" y="0" width="${viewBoxSize}" height="${viewBoxSize}" `,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBoxSize} ${viewBoxSize}">` +
    `<defs>${tintDefinitions([tint])}</defs>${tintedDrawing(inner, tint)}</svg>`
  );
}
