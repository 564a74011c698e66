/**
 * The artwork the illustrator can draw: every drawing's name, keywords and bounds, and a keyword
 * look-up for words the product's own lists do not know ("a hamburger", "a violin").
 */
import type { NounCategory } from "../vocabulary/nouns";
import type { ArtworkIndexEntry } from "./artwork-index-types";
import artworkIndex from "./artwork-index.json";
import { kitBounds } from "../people/kit-artwork";
import { STOPWORDS } from "../text/stopwords";

export interface ArtworkInfo extends ArtworkIndexEntry {
  id: string;
}

const ENTRIES = artworkIndex.artworks as unknown as Record<string, ArtworkIndexEntry>;
const FULL_BOX: ArtworkIndexEntry["box"] = [0, 0, 1, 1];

/** Side of every artwork's square viewBox. */
export const ARTWORK_VIEWBOX_SIZE = artworkIndex.viewBoxSize;

/** Words too vague to pick a drawing by. */
const VAGUE_TAGS = new Set([
  "face",
  "animal",
  "animals",
  "nature",
  "object",
  "person",
  "thing",
  "the",
]);

/**
 * Drawings no child's word picks, whatever their keywords say: drink, smoking, weapons, death,
 * blood, the undead. ("a glass" drew a wine glass, "a pumpkin at halloween" a vampire.)
 */
export const NOT_FOR_CHILDREN = new Set([
  "wine-glass",
  "cocktail-glass",
  "tumbler-glass",
  "clinking-glasses",
  "beer-mug",
  "clinking-beer-mugs",
  "bottle-with-popping-cork",
  "sake",
  "tropical-drink",
  "cigarette",
  "kitchen-knife",
  "dagger",
  "crossed-swords",
  "bomb",
  "pill",
  "syringe",
  "drop-of-blood",
  "coffin",
  "headstone",
  "funeral-urn",
  "man-vampire-default",
  "woman-vampire-default",
  "man-zombie",
  "woman-zombie",
  "middle-finger-default",
]);

/** How a word names an artwork: 0 its whole name, 1 what its name ends with, 3 a keyword. */
const BY_NAME = 1;

let wordIndex: Map<string, { id: string; rank: number }> | undefined;
let labels: Set<string> | undefined;

/** Name, keywords and bounds of one artwork, if it exists. */
export function artworkInfo(id: string): ArtworkInfo | undefined {
  const entry = ENTRIES[id];
  return entry ? { id, ...entry } : undefined;
}

/** Where the drawing sits inside its square (left, top, right, bottom fractions). */
export function artworkBounds(id: string): ArtworkIndexEntry["box"] {
  return ENTRIES[id]?.box ?? (kitBounds(id) as ArtworkIndexEntry["box"]) ?? FULL_BOX;
}

/** The best artwork for a word (singular, lowercase), by emoji name first, then keywords. */
export function findArtworkForWord(word: string): ArtworkInfo | undefined {
  const found = getWordIndex().get(word);
  return found ? artworkInfo(found.id) : undefined;
}

/**
 * The artwork whose name says what the word means: its whole name or what the name ends with
 * ("traffic light" in "vertical traffic light", "bottle" in "baby bottle"), never a keyword
 * ("light" is a keyword of the police car light, not what it is).
 */
export function findArtworkNamed(word: string): ArtworkInfo | undefined {
  const found = getWordIndex().get(word);
  return found && found.rank <= BY_NAME ? artworkInfo(found.id) : undefined;
}

/** Some drawing is called exactly this ("ring", "wing"). */
export function isArtworkName(word: string): boolean {
  return getLabels().has(word);
}

/** What kind of thing an artwork shows, from its emoji group. */
export function categoryOfArtwork(info: ArtworkInfo): NounCategory {
  if (info.group === 3 && !/tree|flower|plant|leaf|herb|cactus|blossom|rose|tulip/.test(info.id)) {
    return "animals";
  }
  if (info.group === 1) return "people";
  return "objects";
}

function getLabels(): Set<string> {
  labels ??= new Set(Object.values(ENTRIES).map((entry) => entry.label));
  return labels;
}

/**
 * Keyword → artwork, best match kept: exact name, then the end of the name (what it is: "bath" in
 * "person taking bath", "traffic light" in "vertical traffic light"), then a tag. Other words of a
 * name describe it ("taking", "wearing", "hot") and never pick a drawing on their own.
 */
function getWordIndex(): Map<string, { id: string; rank: number }> {
  if (wordIndex) return wordIndex;
  const ranked = new Map<string, { id: string; rank: number }>();
  const offer = (word: string, id: string, rank: number) => {
    const current = ranked.get(word);
    if (!current || rank < current.rank) ranked.set(word, { id, rank });
  };
  for (const [id, entry] of Object.entries(ENTRIES)) {
    if (entry.group === 0 && !entry.label.includes("cat")) continue;
    if (NOT_FOR_CHILDREN.has(id)) continue;
    offer(entry.label, id, 0);
    const nameWords = entry.label.split(/[\s:,]+/).filter((word) => word.length > 2);
    const lastWord = nameWords[nameWords.length - 1];
    if (lastWord) offer(lastWord, id, BY_NAME);
    const lastTwo = nameWords.slice(-2);
    if (nameWords.length > 2 && !lastTwo.some((word) => STOPWORDS.has(word))) {
      offer(lastTwo.join(" "), id, BY_NAME);
    }
    for (const tag of entry.tags.split(" ")) if (!VAGUE_TAGS.has(tag)) offer(tag, id, 3);
  }
  wordIndex = ranked;
  return wordIndex;
}
