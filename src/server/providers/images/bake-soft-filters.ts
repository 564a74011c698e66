/**
 * Print pictures spend most of their time in the Fluent artwork's soft filters: each blur or inner
 * shadow is evaluated pixel by pixel over its region at the print resolution. What those filters
 * add is smooth (a Gaussian blur of at least a few pixels), so it looks the same drawn once at a
 * modest resolution and laid in as a bitmap. This rewrites an artwork's SVG that way:
 *
 * - a foreground blur (the shape only, blurred) becomes a bitmap of the blurred shape;
 * - an inner shadow (the shape, with a blurred shadow inside its edge) becomes the shape drawn as
 *   vectors, and over it a bitmap of the shadow filling the shape's own outline (or clipped to
 *   its outlines), so the edge stays as sharp as the vectors.
 *
 * Anything else (drop shadows, stacked shadows, stroked or nested content) is left as it was.
 * Both patterns are the ones Figma writes, which is how the Fluent files were exported.
 */
import { Resvg } from "@resvg/resvg-js";

/** Bitmap pixels per artwork unit: enough for a blur of `BLUR_PIXELS` px, never above `MAXIMUM`. */
const BLUR_PIXELS = 3;
const MAXIMUM_PIXELS_PER_UNIT = 32;
const MAXIMUM_BITMAP_SIDE = 1024;

const FIGMA_START =
  '<feFlood flood-opacity="0" result="BackgroundImageFix"/><feBlend in="SourceGraphic" in2="BackgroundImageFix" result="shape"/>';
const FOREGROUND_BLUR =
  /^<feGaussianBlur (?:result="[^"]*" )?stdDeviation="([\d.]+)"(?: result="[^"]*")?\/>$/;
/** One inner shadow, blended over what came before it (`in2`), named `result`. */
const INNER_SHADOW =
  /(<feColorMatrix in="SourceAlpha" result="hardAlpha" values="[^"]*"\/><feOffset(?: d[xy]="[-\d.]+")*\/><feGaussianBlur stdDeviation="([\d.]+)"\/><feComposite in2="hardAlpha" k2="-1" k3="1" operator="arithmetic"\/><feColorMatrix values="[^"]*"\/>)<feBlend in2="([^"]*)" result="([^"]*)"\/>/gy;

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Layer {
  /** The filter that draws this layer alone into a bitmap. */
  primitives: string;
  deviation: number;
}

interface SoftFilter {
  region: Region;
  attributes: string;
  /** A blurred shape is one layer in place of the shape; inner shadows are layers over it. */
  kind: "blur" | "inner-shadows";
  layers: Layer[];
}

export function bakeSoftFilters(svg: string): string {
  const filters = softFiltersOf(svg);
  if (filters.size === 0) return svg;
  const definitions = definitionsOf(svg);
  // The root's paint (Fluent's fill="none") is inherited by every drawing, so bitmaps keep it.
  const rootPaint = /^\s*<svg\b[^>]*?\s(fill="[^"]*")/.exec(svg)?.[1] ?? "";
  const additions: string[] = [];
  const baked = svg.replace(
    /<g filter="url\(#([^)"]+)\)">((?:(?!<\/?g[\s>])[\s\S])*?)<\/g>/g,
    (group, id: string, content: string) => {
      const filter = filters.get(id);
      if (!filter) return group;
      const bitmaps = (at: Region) =>
        filter.layers
          .map((layer) => bitmapOf(filter, layer, id, content, rootPaint, definitions, at))
          .join("");
      if (filter.kind === "blur") return bitmaps(filter.region);
      const outlines = outlinesOf(content);
      if (!outlines) return group;
      const [outline] = outlines;
      if (outline && outlines.length === 1) {
        // The shadows fill the outline itself: its edge stays a vector edge, cheaper than a clip.
        const { x, y, width, height } = filter.region;
        const tile = { x: 0, y: 0, width, height };
        additions.push(
          `<pattern id="${id}-shadow" patternUnits="userSpaceOnUse" x="${x}" y="${y}" width="${width}" height="${height}">${bitmaps(tile)}</pattern>`,
        );
        return `${content}<${outline.tag}${outline.geometry} fill="url(#${id}-shadow)"/>`;
      }
      const clipShapes = outlines.map(
        ({ tag, geometry }) => `<${tag}${geometry.replace(/\bfill-rule="/, 'clip-rule="')}/>`,
      );
      additions.push(`<clipPath id="${id}-shape">${clipShapes.join("")}</clipPath>`);
      return `${content}<g clip-path="url(#${id}-shape)">${bitmaps(filter.region)}</g>`;
    },
  );
  if (additions.length === 0) return baked;
  return baked.replace(/<\/svg>\s*$/, `<defs>${additions.join("")}</defs></svg>`);
}

function softFiltersOf(svg: string): Map<string, SoftFilter> {
  const filters = new Map<string, SoftFilter>();
  for (const match of svg.matchAll(/<filter\b([^>]*)>([\s\S]*?)<\/filter>/g)) {
    const attributes = match[1] ?? "";
    const primitives = match[2] ?? "";
    const id = attributeOf(attributes, "id");
    const region = regionOf(attributes);
    if (!id || !region || attributeOf(attributes, "filterUnits") !== "userSpaceOnUse") continue;
    if (!primitives.startsWith(FIGMA_START)) continue;
    const effects = primitives.slice(FIGMA_START.length);
    const blur = FOREGROUND_BLUR.exec(effects);
    if (blur) {
      const deviation = Number(blur[1]);
      const layers = [{ primitives: `<feGaussianBlur stdDeviation="${deviation}"/>`, deviation }];
      filters.set(id, { region, attributes, kind: "blur", layers });
      continue;
    }
    const layers = innerShadowsOf(effects);
    if (layers) filters.set(id, { region, attributes, kind: "inner-shadows", layers });
  }
  return filters;
}

/** The layers of a chain of inner shadows, each over the one before, or undefined if not one. */
function innerShadowsOf(effects: string): Layer[] | undefined {
  const layers: Layer[] = [];
  let below = "shape";
  INNER_SHADOW.lastIndex = 0;
  let end = 0;
  for (let shadow = INNER_SHADOW.exec(effects); shadow; shadow = INNER_SHADOW.exec(effects)) {
    if (shadow[3] !== below) return undefined;
    below = shadow[4] ?? "";
    end = INNER_SHADOW.lastIndex;
    // Inside the shape the hard alpha is 1; outside, the clip removes the shadow anyway.
    const shadowOnly = (shadow[1] ?? "").replace('in2="hardAlpha"', 'in2="opaque"');
    layers.push({
      primitives: `<feFlood flood-opacity="1" result="opaque"/>${shadowOnly}`,
      deviation: Number(shadow[2]),
    });
  }
  return layers.length > 0 && end === effects.length ? layers : undefined;
}

/** The filtered content drawn once as a PNG covering the filter's region. */
function bitmapOf(
  filter: SoftFilter,
  layer: Layer,
  id: string,
  content: string,
  rootPaint: string,
  definitions: Map<string, string>,
  at: Region,
): string {
  const { region } = filter;
  const { deviation } = layer;
  const perUnit = Math.min(MAXIMUM_PIXELS_PER_UNIT, BLUR_PIXELS / Math.max(deviation, 1e-3));
  const scale = Math.min(perUnit, MAXIMUM_BITMAP_SIDE / Math.max(region.width, region.height));
  const width = Math.max(1, Math.ceil(region.width * scale));
  const box = `${region.x} ${region.y} ${region.width} ${region.height}`;
  const attributes = filter.attributes.replace(/\bid="[^"]*"/, `id="${id}-bitmap"`);
  const source =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" preserveAspectRatio="none" ${rootPaint}>` +
    `<defs>${referencedDefinitions(content, definitions)}<filter${attributes}>${layer.primitives}</filter></defs>` +
    `<g filter="url(#${id}-bitmap)">${content}</g></svg>`;
  const png = new Resvg(source, { fitTo: { mode: "width", value: width } }).render().asPng();
  return (
    `<image href="data:image/png;base64,${png.toString("base64")}" x="${at.x}" y="${at.y}" ` +
    `width="${at.width}" height="${at.height}" preserveAspectRatio="none"/>`
  );
}

/** Each paint server, clip path and mask of the SVG by id (gradients, for the most part). */
function definitionsOf(svg: string): Map<string, string> {
  const definitions = new Map<string, string>();
  const element =
    /<(linearGradient|radialGradient|clipPath|mask|pattern)\b[^>]*?\bid="([^"]+)"[^>]*?(?:\/>|>[\s\S]*?<\/\1>)/g;
  for (const match of svg.matchAll(element)) definitions.set(match[2] ?? "", match[0]);
  return definitions;
}

/** The definitions `content` refers to, and those they refer to in turn. */
function referencedDefinitions(content: string, definitions: Map<string, string>): string {
  const found = new Map<string, string>();
  const pending = [content];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const match of text.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) {
      const id = match[1] ?? "";
      const definition = definitions.get(id);
      if (definition && !found.has(id)) {
        found.set(id, definition);
        pending.push(definition);
      }
    }
  }
  return [...found.values()].join("");
}

interface Shape {
  tag: string;
  /** Its attributes without paint (fill-rule kept). */
  geometry: string;
}

/**
 * The content's filled shapes, each outline once (Fluent often paints one outline several times,
 * a colour and gradients over it), or undefined when the content is anything else.
 */
function outlinesOf(content: string): Shape[] | undefined {
  const elements = /<(path|circle|ellipse|rect)\b([^>]*?)\/>/g;
  if (content.replace(elements, "").trim() !== "") return undefined;
  const outlines = new Map<string, Shape>();
  for (const [, tag = "", attributes = ""] of content.matchAll(elements)) {
    if (/\b(stroke|mask|clip-path|filter|opacity|transform)="/.test(attributes)) return undefined;
    if (attributeOf(attributes, "fill") === "none") return undefined;
    const geometry = attributes.replace(/\s(fill|fill-opacity|clip-rule)="[^"]*"/g, "");
    outlines.set(`${tag}${geometry}`, { tag, geometry });
  }
  return outlines.size > 0 ? [...outlines.values()] : undefined;
}

function regionOf(attributes: string): Region | undefined {
  const [x, y, width, height] = ["x", "y", "width", "height"].map((name) =>
    Number(attributeOf(attributes, name)),
  );
  if (![x, y, width, height].every((value) => value !== undefined && Number.isFinite(value))) {
    return undefined;
  }
  if (width! <= 0 || height! <= 0) return undefined;
  return { x: x!, y: y!, width: width!, height: height! };
}

function attributeOf(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];
}
