/**
 * Artwork for the server's renderer: SVG text read once from the Fluent package, and each drawing
 * rasterised once per size step and kept as a PNG data URL, so a picture composes ready-made
 * bitmaps instead of re-drawing every emoji's vector paths. Both caches are bounded.
 */
import { Resvg } from "@resvg/resvg-js";
import { ARTWORK_VIEWBOX_SIZE, tintedArtworkSvg } from "../../../illustrator";
import { bakeSoftFilters } from "./bake-soft-filters";
import { BoundedCache } from "./bounded-cache";
import { readArtwork } from "./fluent-artwork-files";

/** Sizes go up in steps of a quarter octave (about 19%), so a drawing is at most slightly reduced. */
const STEPS_PER_OCTAVE = 4;
const SMALLEST = 16;
const LARGEST = 1024;

export interface ArtworkBitmaps {
  svg(artworkId: string): string | undefined;
  /**
   * The artwork's SVG for print: vectors, with its soft filters drawn once as small bitmaps (see
   * `bakeSoftFilters`), which look the same at any size and spare the print most of its time.
   */
  printSvg(artworkId: string): string | undefined;
  /** A PNG data URL of the artwork (in `tint`, if given) at least `pixelSide` pixels wide. */
  imageFor(artworkId: string, pixelSide: number, tint?: string): string | undefined;
}

export function createArtworkBitmaps(
  options: { svgCapacity?: number; bitmapCapacity?: number; printCapacity?: number } = {},
): ArtworkBitmaps {
  const svgs = new BoundedCache<string, string | null>(options.svgCapacity ?? 600);
  const bitmaps = new BoundedCache<string, string>(options.bitmapCapacity ?? 400);
  // About 50 KB each: a book uses 10 to 30 drawings, and families' books share most of them.
  const printSvgs = new BoundedCache<string, string | null>(options.printCapacity ?? 300);

  const svg = (artworkId: string): string | undefined => {
    const cached = svgs.get(artworkId);
    if (cached !== undefined) return cached ?? undefined;
    const text = readArtwork(artworkId);
    svgs.set(artworkId, text ?? null);
    return text;
  };

  return {
    svg,
    printSvg(artworkId) {
      const cached = printSvgs.get(artworkId);
      if (cached !== undefined) return cached ?? undefined;
      const text = svg(artworkId);
      const baked = text === undefined ? undefined : bakeSoftFilters(text);
      printSvgs.set(artworkId, baked ?? null);
      return baked;
    },
    imageFor(artworkId, pixelSide, tint) {
      const side = sizeStep(pixelSide);
      const key = `${artworkId}@${side}${tint ?? ""}`;
      const cached = bitmaps.get(key);
      if (cached) return cached;
      const text = svg(artworkId);
      if (!text) return undefined;
      const source = tint ? tintedArtworkSvg(text, tint, ARTWORK_VIEWBOX_SIZE) : text;
      const png = new Resvg(source, { fitTo: { mode: "width", value: side } }).render().asPng();
      const url = `data:image/png;base64,${png.toString("base64")}`;
      bitmaps.set(key, url);
      return url;
    },
  };
}

function sizeStep(pixelSide: number): number {
  const steps = Math.ceil(Math.log2(Math.max(SMALLEST, pixelSide)) * STEPS_PER_OCTAVE);
  return Math.min(LARGEST, Math.round(2 ** (steps / STEPS_PER_OCTAVE)));
}
