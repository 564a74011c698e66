/**
 * `npx tsx scripts/build-language-words.ts`: reads the Unicode CLDR emoji annotations in
 * `emojibase-data` (at build time only) and writes, per language, a compact table of the words
 * that name each drawable artwork: src/illustrator/languages/cldr/<language>.json, grouped by
 * artwork ({ "dog": "perro|can" }), so the reader of that language finds a thing no hand-written
 * table names, offline and in the browser.
 *
 * Which words: the artwork's localised name ("pingüino", "árbol de hoja caduca"), the name's head
 * noun (first word in Spanish, French, Portuguese and Italian, "árbol"; the whole name in German),
 * when no other artwork's name shares it or it belongs to the shortest such name, and a keyword
 * that names one artwork only ("tiranosaurio"). Only things a child draws: animals and plants,
 * food, travel and places, activities, objects; never faces, hands, symbols or flags.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { NOT_FOR_CHILDREN } from "../src/illustrator/artwork/catalog";
import { foldWord } from "../src/illustrator/languages/fold-word";

const require = createRequire(import.meta.url);
const LANGUAGES = ["es", "fr", "de", "pt", "it"] as const;
/** Emoji groups of things: animals and nature, food, travel and places, activities, objects. */
const THING_GROUPS = new Set([3, 4, 5, 6, 7]);
/** Head words that are a part, not the thing ("cara de perro" is a dog, not a face). */
const NOT_HEADS = new Set(["cara", "visage", "tete", "rosto", "faccia", "muso", "testa", "cabeza"]);
/** Joining words inside a name: never a word of their own. */
const TOO_SHORT = 3;

interface Emoji {
  label: string;
  hexcode: string;
  tags?: string[];
  group?: number;
}

const index = JSON.parse(readFileSync("src/illustrator/artwork/artwork-index.json", "utf8")) as {
  artworks: Record<string, { label: string; group?: number }>;
};
const english = require("emojibase-data/en/data.json") as Emoji[];
const hexOfLabel = new Map(english.map((emoji) => [emoji.label.toLowerCase(), emoji.hexcode]));

for (const language of LANGUAGES) {
  const local = new Map(
    (require(`emojibase-data/${language}/data.json`) as Emoji[]).map((emoji) => [
      emoji.hexcode,
      emoji,
    ]),
  );
  /** Word (folded) → artworks it names, with the length of the name it came from. */
  const names = new Map<string, { id: string; word: string; rank: number }[]>();
  const add = (word: string, id: string, rank: number) => {
    const key = foldWord(word);
    if (key.length < TOO_SHORT) return;
    const list = names.get(key) ?? [];
    if (!list.some((entry) => entry.id === id)) list.push({ id, word, rank });
    names.set(key, list);
  };
  for (const [id, artwork] of Object.entries(index.artworks)) {
    if (!THING_GROUPS.has(artwork.group ?? -1) || NOT_FOR_CHILDREN.has(id)) continue;
    const hexcode = hexOfLabel.get(artwork.label.toLowerCase());
    const emoji = hexcode ? local.get(hexcode) : undefined;
    if (!emoji) continue;
    const label = emoji.label
      .toLowerCase()
      .replace(/^(le|la|les|el|los|las|der|die|das|o|a|il|lo) /, "");
    add(label, id, 0);
    const words = label.split(/\s+/);
    const head = language === "de" ? undefined : words[0];
    if (head && words.length > 1 && !NOT_HEADS.has(foldWord(head))) add(head, id, words.length);
    for (const tag of emoji.tags ?? [])
      if (!NOT_HEADS.has(foldWord(tag))) add(tag.toLowerCase(), id, 100);
  }
  const byArtwork = new Map<string, string[]>();
  for (const list of names.values()) {
    const best = [...list].sort((a, b) => a.rank - b.rank)[0];
    // A keyword of several artworks names none of them; a name or head word names the shortest.
    if (!best || (best.rank === 100 && list.length > 1)) continue;
    if (list.filter((entry) => entry.rank === best.rank).length > 1 && best.rank > 0) continue;
    byArtwork.set(best.id, [...(byArtwork.get(best.id) ?? []), best.word]);
  }
  const table = Object.fromEntries(
    [...byArtwork.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, words]) => [id, words.sort().join("|")]),
  );
  const out = `src/illustrator/languages/cldr/${language}.json`;
  writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`${out}: ${Object.keys(table).length} artworks, ${names.size} words`);
}
