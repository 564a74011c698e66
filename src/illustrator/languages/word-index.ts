/** The meanings of a phrase as written, else with its accents left out. */
export function meaningsOf(index: WordIndex, phrase: string): Meaning[] | undefined {
  return index.spelled.get(phrase.toLowerCase()) ?? index.words.get(foldWord(phrase));
}

/**
 * One language's tables folded into a single look-up: a phrase of one to four words (lowercase,
 * accents left out) → what it can mean. Built once per language, on first use.
 */
import { RELATION_WORDS, type SpatialRelation } from "../vocabulary/relations";
import { COLOR_WORDS, SIZE_WORDS, type Mood } from "../vocabulary/modifiers";
import type { ActionId } from "../vocabulary/actions";
import type { PlaceId, TimeOfDay } from "../vocabulary/places";
import type { Weather } from "../vocabulary/weather";
import { foldWord } from "./fold-word";
import type { LanguageWords, LinkWord } from "./language-words";

export type Meaning =
  | { kind: "noun"; word: string; concept: string }
  | { kind: "color"; word: string; tint: string }
  | { kind: "size"; word: string; scale: number }
  | { kind: "mood"; word: string; mood: Mood }
  | { kind: "number"; word: string; count: number }
  | { kind: "relation"; word: string; said: string; relation: SpatialRelation }
  | { kind: "place"; word: string; place: PlaceId }
  | { kind: "time"; word: string; time: TimeOfDay }
  | { kind: "weather"; word: string; weather: Weather }
  | { kind: "action"; word: string; action: ActionId }
  | { kind: "link"; word: string; link: LinkWord };

export interface WordIndex {
  /** Hand-written tables: the language's own words, accents left out ("é" and "e" both). */
  words: Map<string, Meaning[]>;
  /** The same, spelled as written: "é" (is) is not "e" (and), "está" not "esta". */
  spelled: Map<string, Meaning[]>;
  /** CLDR names of the artworks, looked up only when the hand-written tables know nothing. */
  cldr: Map<string, Meaning>;
  toddler: Map<string, string>;
  /** Folded said word → concept (the hand-written nouns, then the CLDR names). */
  conceptOf: Map<string, string>;
}

export const MAX_PHRASE_WORDS = 4;

const indexes = new WeakMap<LanguageWords, WordIndex>();

export function wordIndexOf(words: LanguageWords): WordIndex {
  let index = indexes.get(words);
  if (!index) {
    index = buildIndex(words);
    indexes.set(words, index);
  }
  return index;
}

function buildIndex(words: LanguageWords): WordIndex {
  const table = new Map<string, Meaning[]>();
  const spelled = new Map<string, Meaning[]>();
  const add = (phrase: string, meaning: Meaning) => {
    const key = foldWord(phrase);
    table.set(key, [...(table.get(key) ?? []), meaning]);
    const asWritten = phrase.toLowerCase();
    spelled.set(asWritten, [...(spelled.get(asWritten) ?? []), meaning]);
  };
  const conceptOf = new Map<string, string>();
  for (const [word, concept] of Object.entries(words.nouns)) {
    add(word, { kind: "noun", word, concept });
    conceptOf.set(foldWord(word), concept);
  }
  for (const [word, english] of Object.entries(words.colours)) {
    const tint = COLOR_WORDS[english];
    if (tint) add(word, { kind: "color", word, tint });
  }
  for (const [word, english] of Object.entries(words.sizes)) {
    const scale = SIZE_WORDS[english];
    if (scale !== undefined) add(word, { kind: "size", word, scale });
  }
  for (const [word, mood] of Object.entries(words.moods)) add(word, { kind: "mood", word, mood });
  for (const [word, count] of Object.entries(words.numbers)) {
    add(word, { kind: "number", word, count });
  }
  for (const [word, said] of Object.entries(words.relations)) {
    const relation = RELATION_WORDS[said];
    if (relation) add(word, { kind: "relation", word, said, relation });
  }
  for (const [word, place] of Object.entries(words.places))
    add(word, { kind: "place", word, place });
  for (const [word, time] of Object.entries(words.times)) add(word, { kind: "time", word, time });
  for (const [word, weather] of Object.entries(words.weather)) {
    add(word, { kind: "weather", word, weather });
  }
  for (const [word, action] of Object.entries(words.actions)) {
    add(word, { kind: "action", word, action });
  }
  for (const [word, link] of Object.entries(words.links)) add(word, { kind: "link", word, link });
  const cldr = new Map<string, Meaning>();
  for (const [artwork, names] of Object.entries(words.cldr)) {
    for (const word of names.split("|")) {
      const key = foldWord(word);
      if (!cldr.has(key)) cldr.set(key, { kind: "noun", word, concept: artwork });
      if (!conceptOf.has(key)) conceptOf.set(key, artwork);
    }
  }
  const toddler = new Map(
    Object.entries(words.toddler).map(([said, word]) => [foldWord(said), word] as const),
  );
  return { words: table, spelled, cldr, toddler, conceptOf };
}
