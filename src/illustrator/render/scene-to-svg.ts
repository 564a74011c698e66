/**
 * Scene → SVG text. Pure string building, so it runs the same on the server and in the browser.
 * Artwork comes from the caller (files on the server, fetched files in the browser).
 */
import { ARTWORK_VIEWBOX_SIZE } from "../artwork/catalog";
import { kitSvg } from "../people/kit-artwork";
import type { PlacedItem, Scene } from "../scene/scene";
import { paintBackground } from "./paint-background";
import { n } from "./svg-text";
import { tintDefinitions, tintedDrawing } from "./tint";

/** The SVG text of one artwork (a whole `<svg>` document), or undefined when missing. */
export type ArtworkLoader = (artworkId: string) => string | undefined;

export interface RenderOptions {
  /**
   * Optional: an image address (e.g. a data: URL of a ready-made bitmap) to draw instead of the
   * artwork's SVG, `pixelSide` pixels wide and already in `tint` if one is given. The server uses
   * this to reuse rasterised art.
   */
  imageFor?: (artworkId: string, pixelSide: number, tint?: string) => string | undefined;
}

export function sceneToSvg(
  scene: Scene,
  loadArtwork: ArtworkLoader,
  options: RenderOptions = {},
): string {
  const { size } = scene;
  const background = paintBackground(scene.background, size, scene.seed);
  const tints = options.imageFor
    ? []
    : scene.layers.flatMap((item) => (item.tint ? [item.tint] : []));
  const defs = [background.defs, tintDefinitions(tints)];
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
  const image = options.imageFor?.(item.artwork, side, item.tint);
  const drawing = image
    ? imageElement(image, side)
    : artworkElement(item.artwork, side, loadArtwork);
  if (!drawing) return "";
  const transform = [
    `translate(${n(item.x)} ${n(item.y)})`,
    item.rotation ? `rotate(${n(item.rotation)})` : "",
    item.flip ? "scale(-1 1)" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const body = item.tint && !image ? tintedDrawing(drawing, item.tint) : drawing;
  return `<g id="${item.id}" transform="${transform}">${body}</g>`;
}

function imageElement(href: string, side: number): string {
  const half = n(-side / 2);
  return `<image href="${href}" x="${half}" y="${half}" width="${n(side)}" height="${n(side)}"/>`;
}

function artworkElement(
  artworkId: string,
  side: number,
  loadArtwork: ArtworkLoader,
): string | undefined {
  const svg = kitSvg(artworkId) ?? loadArtwork(artworkId);
  if (!svg) return undefined;
  const half = n(-side / 2);
  const placed = `<svg x="${half}" y="${half}" width="${n(side)}" height="${n(side)}" `;
  const viewBox = `viewBox="0 0 ${ARTWORK_VIEWBOX_SIZE} ${ARTWORK_VIEWBOX_SIZE}"`;
  return svg.replace(/^\s*(<\?xml[^>]*>\s*)?<svg\s/, placed).replace(/viewBox="[^"]*"/, viewBox);
}

function shadowOf(item: PlacedItem): string {
  const { box } = item;
  const rx = box.width * 0.42;
  return `<ellipse cx="${n(box.x + box.width / 2)}" cy="${n(box.y + box.height - 2)}" rx="${n(rx)}" ry="${n(Math.max(6, rx * 0.16))}" fill="#1b2a4a" fill-opacity=".16"/>`;
}
