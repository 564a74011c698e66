/**
 * Reads a description into phrases, each with the one meaning that fits its neighbours:
 * "rainbow wings" (a colour) but "a rainbow" (a thing); "baby dragon" (a size) but "a baby".
 */
import {
  lookUpPhrase,
  MAX_PHRASE_WORDS,
  type Lexeme,
  type LexemeKind,
} from "../vocabulary/lexicon";
import { findArtworkNamed } from "../artwork/catalog";
import { nounEntryOf } from "../vocabulary/artwork-noun";
import { nearThingFor, nearThingOf } from "../vocabulary/near-thing-lookup";
import { STOPWORDS } from "./stopwords";
import { singularCandidates, tokenize } from "./tokens";
import { readToddlerSpeech } from "./toddler-speech";
import { compoundHead } from "./compound-head";
import { partsOfSpeech, type PartsOfSpeech } from "../parse/part-of-speech";

export interface ReadPhrase {
  /** The words as written (lowercase). */
  text: string;
  /** Every meaning the phrase could have; empty when the product's lists do not know it. */
  meanings: Lexeme[];
  /** The meaning chosen in context, if any. */
  lexeme?: Lexeme;
  /** The phrase named more than one ("ducks"). */
  isPlural: boolean;
}

const PLACE_PREPOSITIONS = new Set([
  "in",
  "on",
  "at",
  "to",
  "into",
  "inside",
  "under",
  "over",
  "near",
  "by",
  "through",
  "around",
  "across",
  "above",
  "from",
  "onto",
]);
const ARTICLES = new Set(["the", "a", "an", "my", "our", "your", "some", "this", "that"]);

/** Phrases of a description with their meanings chosen. */
export function readWords(description: string): ReadPhrase[] {
  let grammar: PartsOfSpeech | undefined;
  const isNounInSentence = (word: string) =>
    !(grammar ??= partsOfSpeech(description)).notNouns.has(word);
  const phrases = splitIntoPhrases(readToddlerSpeech(tokenize(description)), isNounInSentence);
  return phrases.map((phrase, index) => {
    const lexeme = chooseMeaning(phrases, index);
    return lexeme ? { ...phrase, lexeme } : phrase;
  });
}

function splitIntoPhrases(
  tokens: string[],
  isNounInSentence: (word: string) => boolean,
): ReadPhrase[] {
  const phrases: ReadPhrase[] = [];
  let start = 0;
  while (start < tokens.length) {
    const found = longestKnownPhrase(tokens, start, isNounInSentence);
    phrases.push(found.phrase);
    start += found.length;
  }
  return phrases;
}

function longestKnownPhrase(
  tokens: string[],
  start: number,
  isNounInSentence: (word: string) => boolean,
): { phrase: ReadPhrase; length: number } {
  const longest = isDoneBySomeone(tokens, start) ? 1 : MAX_PHRASE_WORDS;
  for (let length = Math.min(longest, tokens.length - start); length >= 1; length -= 1) {
    const words = tokens.slice(start, start + length);
    const text = words.join(" ");
    const meanings = lookUpPhrase(text);
    let isPlural = false;
    const last = words[words.length - 1] ?? "";
    for (const singular of singularCandidates(last)) {
      const singularMeanings = lookUpPhrase([...words.slice(0, -1), singular].join(" "));
      const nouns = singularMeanings.filter((meaning) => meaning.kind === "noun");
      if (nouns.length > 0 && !meanings.some((meaning) => meaning.kind === "noun")) {
        meanings.unshift(...nouns);
        isPlural = true;
      }
      if (meanings.length > 0) break;
    }
    // A colour that is also a thing ("lilac", a bush) is that thing when nothing follows to colour.
    const colourOnly = length === 1 && meanings.length === 1 && meanings[0]?.kind === "color";
    const nearThing = colourOnly ? nearThingFor(text) : undefined;
    if (nearThing) meanings.push({ kind: "noun", word: text, noun: nearThing });
    if (meanings.length === 0 && length >= 2) {
      const named = compoundThing(words) ?? compoundHead(words, isNounInSentence);
      if (named)
        return {
          phrase: { text: named.word, meanings: [named], isPlural: named.isPlural },
          length,
        };
    }
    if (meanings.length > 0 || length === 1) {
      return { phrase: { text, meanings, isPlural }, length };
    }
  }
  return { phrase: { text: tokens[start] ?? "", meanings: [], isPlural: false }, length: 1 };
}

/**
 * Right after someone, a doing word starts no thing's name: "the boys eating apples" eat apples
 * (no "eating apple"), though "a swimming pool" and "a fishing rod" are things.
 */
function isDoneBySomeone(tokens: readonly string[], start: number): boolean {
  const [before = "", word = ""] = [tokens[start - 1], tokens[start]];
  if (!word.endsWith("ing") || !lookUpPhrase(word).some((meaning) => meaning.kind === "action")) {
    return false;
  }
  return [before, ...singularCandidates(before)].some((said) =>
    lookUpPhrase(said).some(
      (meaning) => meaning.kind === "noun" && meaning.noun.category !== "objects",
    ),
  );
}

/**
 * A thing named in several words, read as one thing, not as its words' things: an artwork's name
 * ("stop sign", "computer mouse", "alarm clock", "traffic light" of "vertical traffic light") or
 * a two-word thing WordNet knows ("guinea pig", "sea lion", "cement mixer"). A colour, size or
 * number first ("a white house", "a yellow jacket") stays a describing word.
 */
function compoundThing(words: string[]): (Lexeme & { isPlural: boolean }) | undefined {
  const first = words[0] ?? "";
  const last = words[words.length - 1] ?? "";
  if (STOPWORDS.has(first) || ARTICLES.has(first) || STOPWORDS.has(last)) return undefined;
  if (lookUpPhrase(first).some((meaning) => DESCRIBING.has(meaning.kind))) return undefined;
  for (const [position, said] of [last, ...singularCandidates(last)].entries()) {
    const word = [...words.slice(0, -1), said].join(" ");
    const artwork = findArtworkNamed(word);
    const noun = artwork
      ? nounEntryOf(artwork)
      : words.length === 2
        ? nearThingFor(word)
        : undefined;
    if (noun) return { kind: "noun", word, noun, isPlural: position > 0 };
  }
  return undefined;
}

const DESCRIBING: ReadonlySet<LexemeKind> = new Set(["color", "size", "number", "mood"]);

function chooseMeaning(phrases: ReadPhrase[], index: number): Lexeme | undefined {
  const phrase = phrases[index];
  if (!phrase || phrase.meanings.length === 0) return undefined;
  const has = (kind: LexemeKind) => phrase.meanings.find((meaning) => meaning.kind === kind);
  if (phrase.meanings.length === 1) return phrase.meanings[0];
  const next = phrases[index + 1];
  const nextIsNoun = next !== undefined && namesThing(next);
  const modifier = has("color") ?? has("size") ?? has("mood");
  if (nextIsNoun && modifier) return modifier;
  const place = has("place");
  // The moon is where you stand only "on the moon"; "a rocket to the moon" shows it in the sky.
  const isSkyMoon =
    place?.kind === "place" && place.place === "moon" && !isAfter(phrases, ON, index);
  // A house is the room drawn only "in the house" ("back home" is home); "over a house" shows it.
  const isHouseSeen = phrase.text === "house" && !isAfter(phrases, INSIDE, index);
  const isThingSeen = (isSkyMoon || isHouseSeen) && has("noun") !== undefined;
  if (place && !isThingSeen && (followsPlacePreposition(phrases, index) || !has("noun"))) {
    return place;
  }
  if (has("number") && (nextIsNoun || !has("noun"))) return has("number");
  return has("noun") ?? has("action") ?? has("time") ?? phrase.meanings[0];
}

/** A phrase is a thing: a noun of the lists, or a word some artwork or near thing draws ("laptop"). */
function namesThing(phrase: ReadPhrase): boolean {
  if (phrase.meanings.some((meaning) => meaning.kind === "noun")) return true;
  if (phrase.meanings.length > 0 || STOPWORDS.has(phrase.text)) return false;
  return [phrase.text, ...singularCandidates(phrase.text)].some(
    (word) => findArtworkNamed(word) !== undefined || nearThingOf(word) !== undefined,
  );
}

/** The word said just before a phrase (articles skipped) is one of `words`. */
function isAfter(phrases: ReadPhrase[], words: ReadonlySet<string>, at: number): boolean {
  const before = phrases.slice(0, at).filter((phrase) => !ARTICLES.has(phrase.text));
  return words.has(before[before.length - 1]?.text ?? "");
}

const ON: ReadonlySet<string> = new Set(["on"]);
const INSIDE: ReadonlySet<string> = new Set(["in", "at", "inside", "into", "lives in"]);

/** "in the castle" is a place; "over a castle", "in front of a house", "under a bridge" a thing. */
const PLACE_RELATIONS: ReadonlySet<string> = new Set(["in", "on", "near"]);

function followsPlacePreposition(phrases: ReadPhrase[], index: number): boolean {
  for (let before = index - 1; before >= 0; before -= 1) {
    const phrase = phrases[before];
    const text = phrase?.text ?? "";
    if (ARTICLES.has(text)) continue;
    const relation = phrase?.meanings.find((meaning) => meaning.kind === "relation");
    if (relation?.kind === "relation") return PLACE_RELATIONS.has(relation.relation);
    return PLACE_PREPOSITIONS.has(text);
  }
  return false;
}
