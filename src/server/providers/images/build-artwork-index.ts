/**
 * Builds the illustrator's artwork index from emojibase keyword data and the Fluent emoji files:
 * which drawings exist, their names and keywords, and where each drawing sits in its square.
 */
import { Resvg } from "@resvg/resvg-js";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import type {
  ArtworkIndex,
  ArtworkIndexEntry,
} from "../../../illustrator/artwork/artwork-index-types";
import { OWN_ARTWORK } from "../../../illustrator/artwork/own-artwork";
import { PLACE_STYLES } from "../../../illustrator/scene/place-styles";
import { NOUNS } from "../../../illustrator/vocabulary/nouns";
import { fluentArtworkDirectory, readArtwork } from "./fluent-artwork-files";

interface EmojibaseEmoji {
  label: string;
  group?: number;
  tags?: string[];
}

/** Emoji groups worth drawing: smileys, people, animals and nature, food, travel, activities, objects. */
const DRAWABLE_GROUPS = new Set([0, 1, 3, 4, 5, 6, 7]);
const MEASURE_SIZE = 64;
/** Our own drawings are things, like emoji group 7 (objects). */
const OWN_GROUP = 7;

export function buildArtworkIndex(): ArtworkIndex {
  const emojis = createRequire(import.meta.url)("emojibase-data/en/data.json") as EmojibaseEmoji[];
  const files = new Set(
    readdirSync(fluentArtworkDirectory())
      .filter((name) => name.endsWith(".svg"))
      .map((name) => name.slice(0, -4)),
  );
  const artworks: Record<string, ArtworkIndexEntry> = {};
  for (const emoji of emojis) {
    if (emoji.group === undefined || !DRAWABLE_GROUPS.has(emoji.group)) continue;
    const slug = slugOf(emoji.label);
    const id = files.has(slug)
      ? slug
      : files.has(`${slug}-default`)
        ? `${slug}-default`
        : undefined;
    const svg = id ? readArtwork(id) : undefined;
    if (!id || !svg) continue;
    artworks[id] = {
      label: emoji.label,
      group: emoji.group,
      tags: (emoji.tags ?? []).join(" "),
      box: measureDrawing(svg),
    };
  }
  for (const [id, own] of Object.entries(OWN_ARTWORK)) {
    artworks[id] = {
      label: own.label,
      group: OWN_GROUP,
      tags: own.tags,
      box: measureDrawing(own.svg),
    };
  }
  for (const id of artworkInUse()) {
    const svg = artworks[id] ? undefined : readArtwork(id);
    if (svg)
      artworks[id] = {
        label: id.replace(/-default$/, "").replace(/-/g, " "),
        group: -1,
        tags: "",
        box: measureDrawing(svg),
      };
  }
  return { viewBoxSize: 32, artworks };
}

/** Artwork the product's own word lists and places use, whatever emojibase calls it. */
function artworkInUse(): string[] {
  const nouns = Object.values(NOUNS).map((noun) => noun.artwork);
  const props = Object.values(PLACE_STYLES).flatMap((style) =>
    style.props.map((prop) => prop.artwork),
  );
  return [
    ...new Set([
      ...nouns,
      ...props,
      "wing",
      "zzz",
      "musical-notes",
      "musical-note",
      "dashing-away",
      "sparkles",
    ]),
  ];
}

function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Bounds of the visible pixels, as fractions of the square. */
function measureDrawing(svg: string): [number, number, number, number] {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: MEASURE_SIZE } }).render();
  const { pixels, width, height } = image;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((pixels[(y * width + x) * 4 + 3] ?? 0) < 24) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return [0, 0, 1, 1];
  const round = (value: number) => Math.round(value * 100) / 100;
  return [
    round(left / width),
    round(top / height),
    round((right + 1) / width),
    round((bottom + 1) / height),
  ];
}
