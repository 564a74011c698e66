/**
 * Scene → SVG text. Pure string building, so it runs the same on the server and in the browser.
 * Artwork comes from the caller (files on the server, fetched files in the browser).
 */
import { ARTWORK_VIEWBOX_SIZE } from "../artwork/catalog";
import type { PlacedItem, Scene } from "../scene/scene";
import { paintBackground } from "./paint-background";
import { n } from "./svg-text";
import { RAINBOW_BANDS, rainbowClipPaths, tintFilter, tintFilterId } from "./tint";

/** The SVG text of one artwork (a whole `<svg>` document), or undefined when missing. */
export type ArtworkLoader = (artworkId: string) => string | undefined;

export interface RenderOptions {
  /**
   * Optional: an image address (e.g. a data: URL of a ready-made bitmap) to draw instead of the
   * artwork's SVG, for `pixelSide`-sized drawing. The server uses this to reuse rasterised art.
   */
  imageFor?: (artworkId: string, pixelSide: number) => string | undefined;
}

export function sceneToSvg(
  scene: Scene,
  loadArtwork: ArtworkLoader,
  options: RenderOptions = {},
): string {
  const { size } = scene;
  const background = paintBackground(scene.background, size, scene.seed);
  const tints = new Set(
    scene.layers.flatMap((item) => (item.tint && item.tint !== "rainbow" ? [item.tint] : [])),
  );
  for (const band of RAINBOW_BANDS)
    if (scene.layers.some((item) => item.tint === "rainbow")) tints.add(band);
  const defs = [background.defs, ...[...tints].map(tintFilter)];
  if (scene.layers.some((item) => item.tint === "rainbow")) defs.push(rainbowClipPaths());
  const shadows = scene.layers
    .filter((item) => item.isGrounded)
    .map(shadowOf)
    .join("");
  const items = scene.layers.map((item) => itemSvg(item, size, loadArtwork, options)).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs>${defs.join("")}</defs>${background.back}${shadows}${items}${background.front}</svg>`
  );
}

function itemSvg(
  item: PlacedItem,
  size: number,
  loadArtwork: ArtworkLoader,
  options: RenderOptions,
): string {
  const side = item.scale * size;
  const drawing = drawingOf(item.artwork, side, loadArtwork, options);
  if (!drawing) return "";
  const transform = [
    `translate(${n(item.x)} ${n(item.y)})`,
    item.rotation ? `rotate(${n(item.rotation)})` : "",
    item.flip ? "scale(-1 1)" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const body = tinted(drawing, item.tint);
  return `<g id="${item.id}" transform="${transform}">${body}</g>`;
}

function drawingOf(
  artworkId: string,
  side: number,
  loadArtwork: ArtworkLoader,
  options: RenderOptions,
): string | undefined {
  const half = n(-side / 2);
  const image = options.imageFor?.(artworkId, side);
  if (image)
    return `<image href="${image}" x="${half}" y="${half}" width="${n(side)}" height="${n(side)}"/>`;
  const svg = loadArtwork(artworkId);
  if (!svg) return undefined;
  const placed = `<svg x="${half}" y="${half}" width="${n(side)}" height="${n(side)}" `;
  return svg
    .replace(/^\s*(<\?xml[^>]*>\s*)?<svg\s/, placed)
    .replace(/viewBox="[^"]*"/, `viewBox="0 0 ${ARTWORK_VIEWBOX_SIZE} ${ARTWORK_VIEWBOX_SIZE}"`);
}

function tinted(drawing: string, tint: string | undefined): string {
  if (!tint) return drawing;
  if (tint !== "rainbow") return `<g filter="url(#${tintFilterId(tint)})">${drawing}</g>`;
  return RAINBOW_BANDS.map(
    (band, index) =>
      `<g clip-path="url(#rainbow-${index})"><g filter="url(#${tintFilterId(band)})">${drawing}</g></g>`,
  ).join("");
}

function shadowOf(item: PlacedItem): string {
  const { box } = item;
  const rx = box.width * 0.42;
  return `<ellipse cx="${n(box.x + box.width / 2)}" cy="${n(box.y + box.height - 2)}" rx="${n(rx)}" ry="${n(Math.max(6, rx * 0.16))}" fill="#1b2a4a" opacity=".16"/>`;
}
