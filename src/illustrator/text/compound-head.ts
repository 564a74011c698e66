/**
 * English names a thing by its last word: "a baby cup" is a cup, "a dog bowl" a bowl, "a lunch
 * bag" a bag, "a travel cot" a cot. A two-word phrase no list knows as one thing is its head
 * thing, labelled as the child said it, when the first word is a thing's name used to say what
 * the head is for or made of, not a describing word ("a red cup", "a big cup") nor a word of
 * another kind ("snow", "eat").
 */
import { findArtworkNamed, isArtworkName } from "../artwork/catalog";
import { nounEntryOf, nounEntryOfArtwork } from "../vocabulary/artwork-noun";
import { lookUpPhrase, type Lexeme } from "../vocabulary/lexicon";
import { nearThingOf } from "../vocabulary/near-thing-lookup";
import type { NounEntry } from "../vocabulary/nouns";
import { singularCandidates } from "./tokens";

/**
 * "baby" is a size before a creature ("a baby elephant" is a small elephant); before a thing it
 * says whom the thing is for ("a baby cup", "a baby hat"), as no other size word does.
 */
const FOR_WHOM_SIZES: ReadonlySet<string> = new Set(["baby"]);

/** The head thing of a two-word phrase, as one noun meaning with the words said. */
export function compoundHead(
  words: readonly string[],
  isNounInSentence: (word: string) => boolean,
): (Lexeme & { isPlural: boolean }) | undefined {
  const [first, last] = words;
  if (words.length !== 2 || !first || !last) return undefined;
  if (!isModifierNoun(first) || !isNounInSentence(first) || !isNounInSentence(last)) {
    return undefined;
  }
  if (isDoing(first, last)) return undefined;
  for (const [position, said] of [last, ...singularCandidates(last)].entries()) {
    const head = thingNamed(said);
    if (head?.category !== "objects") continue;
    return { kind: "noun", word: `${first} ${said}`, noun: head, isPlural: position > 0 };
  }
  return undefined;
}

/**
 * After someone or some creature, a word made of a verb and "-ing" is what they do ("a chef
 * cooking soup", "a kid building a sandcastle"), not a thing of theirs; a ring, wing, swing or
 * string only ends in "ing".
 */
function isDoing(first: string, last: string): boolean {
  const doer = thingNamed(first) ?? nounEntryOfArtwork(first);
  const isSomeone = doer !== undefined && doer.category !== "objects";
  return isSomeone && last.endsWith("ing") && /[aeiouy]/.test(last.slice(0, -3));
}

/** The first word names a thing and has no other kind of meaning. */
function isModifierNoun(word: string): boolean {
  const meanings = lookUpPhrase(word);
  const others = meanings.filter((meaning) => meaning.kind !== "noun");
  const isForWhom = others.every(
    (meaning) => meaning.kind === "size" && FOR_WHOM_SIZES.has(meaning.word),
  );
  if (!isForWhom) return false;
  if (meanings.some((meaning) => meaning.kind === "noun")) return true;
  if (meanings.length > 0) return false;
  return (
    findArtworkNamed(word) !== undefined ||
    nearThingOf(word) !== undefined ||
    nounEntryOfArtwork(word) !== undefined
  );
}

/**
 * The head as our lists draw it, or a drawing called exactly that: a head found only in a longer
 * name ("cover" of "notebook with decorative cover") or through WordNet ("floss" as thread) is too
 * loose to stand for the whole phrase.
 */
function thingNamed(word: string): NounEntry | undefined {
  const meanings = lookUpPhrase(word);
  const meaning = meanings.find((found) => found.kind === "noun");
  if (meaning?.kind === "noun") return meaning.noun;
  const artwork = meanings.length === 0 && isArtworkName(word) ? findArtworkNamed(word) : undefined;
  return artwork ? nounEntryOf(artwork) : undefined;
}
