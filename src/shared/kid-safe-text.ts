import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
} from "obscenity";
import { ALLOWED_PHRASES, GENTLE_PHRASES, REFUSED_WORDS, SOFTENED_WORDS } from "./kid-safe-words";

/**
 * The kid-safe filter every description, story, title and message passes before any engine sees
 * it (DESIGN decision 13): rude words are refused, scary ones are softened.
 */

export type TKidSafeResult =
  { ok: true; text: string; softened: boolean } | { ok: false; message: string };

export const KID_SAFE_REFUSAL_MESSAGE =
  "Let's use kind words! Try describing your picture another way.";

export function checkKidSafeText(text: string): TKidSafeResult {
  if (containsRudeWord(text)) return { ok: false, message: KID_SAFE_REFUSAL_MESSAGE };
  const softenedText = softenScaryWords(text);
  return { ok: true, text: softenedText, softened: softenedText !== text };
}

// ---- Refusing --------------------------------------------------------------------------------

/**
 * Words made of one letter said again and again ("xxx", "kkk") cannot go through the matcher: its
 * transformers collapse repeated letters first, so "xxx" would become "x" and the innocent single
 * letter "x" (a treasure map's mark, a game of noughts and crosses) would be refused with it.
 * They are matched on the text as written instead, at their full length.
 */
const isOneLetterRepeated = (word: string) => /^(\p{L})\1+$/u.test(word);
const repeatedLetterWords = buildRepeatedLetterPattern(REFUSED_WORDS.filter(isOneLetterRepeated));
const rudeWordMatcher = buildRudeWordMatcher(
  REFUSED_WORDS.filter((word) => !isOneLetterRepeated(word)),
);

function buildRepeatedLetterPattern(words: readonly string[]): RegExp {
  const runs = words.map((word) => `${escapeRegExp(word.charAt(0))}{${word.length},}`);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${runs.join("|")})(?![\\p{L}\\p{N}])`, "iu");
}

function buildRudeWordMatcher(refusedWords: readonly string[]): RegExpMatcher {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const word of refusedWords) {
    dataset.addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: word })
        .addPattern(parseRawPattern(`|${toleratingCollapsedDuplicates(word)}|`)),
    );
  }
  const { blacklistedTerms, whitelistedTerms } = dataset.build();
  return new RegExpMatcher({
    blacklistedTerms,
    whitelistedTerms: [...(whitelistedTerms ?? []), ...ALLOWED_PHRASES],
    ...englishRecommendedTransformers,
  });
}

/**
 * The recommended transformers collapse repeated letters in the text ("crappy" → "crapy")
 * before patterns are matched, so a doubled letter in a pattern is made optional: "crap[p]y".
 */
function toleratingCollapsedDuplicates(word: string): string {
  return word.replace(/(\p{L})\1+/gu, (_run, letter: string) => `${letter}[${letter}]`);
}

/** Single characters separated by spaces or dots: "f u c k", "s.h.i.t". */
const SPACED_OUT_LETTERS =
  /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$][\s._*-]+){2,}[\p{L}\p{N}@$](?![\p{L}\p{N}])/gu;

function joinSpacedOutLetters(text: string): string {
  return text.replace(SPACED_OUT_LETTERS, (run) => run.replace(/[\s._*-]+/g, ""));
}

function containsRudeWord(text: string): boolean {
  const isRude = (candidate: string) =>
    rudeWordMatcher.hasMatch(candidate) || repeatedLetterWords.test(candidate);
  if (isRude(text)) return true;
  const joined = joinSpacedOutLetters(text);
  return joined !== text && isRude(joined);
}

// ---- Softening -------------------------------------------------------------------------------

const NOT_A_WORD_CHARACTER_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_A_WORD_CHARACTER_AFTER = "(?![\\p{L}\\p{N}])";

const gentlePhrases = new Set(GENTLE_PHRASES);
const scaryWordPattern = buildScaryWordPattern();

function buildScaryWordPattern(): RegExp {
  const alternatives = [...Object.keys(SOFTENED_WORDS), ...GENTLE_PHRASES]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, "\\s+"));
  // The article before the word is captured too, so that "an ugly duck" can become "a funny-looking duck".
  const article = `(?:${NOT_A_WORD_CHARACTER_BEFORE}(a|an)(\\s+))?`;
  const word = `${NOT_A_WORD_CHARACTER_BEFORE}(${alternatives.join("|")})${NOT_A_WORD_CHARACTER_AFTER}`;
  return new RegExp(article + word, "giu");
}

function softenScaryWords(text: string): string {
  return text.replace(
    scaryWordPattern,
    (found, article: string | undefined, space: string | undefined, word: string) => {
      const key = word.toLowerCase().replace(/\s+/g, " ");
      const replacement = SOFTENED_WORDS[key];
      if (gentlePhrases.has(key) || replacement === undefined) return found;
      const softened = inCaseOf(word, replacement);
      return article === undefined ? softened : articleFor(softened, article) + space + softened;
    },
  );
}

function articleFor(word: string, originalArticle: string): string {
  const article = /^[aeiou]/i.test(word) ? "an" : "a";
  return inCaseOf(originalArticle, article);
}

/** Gives the replacement the capitals of the word it replaces: "Kill" → "Tickle", "KILL" → "TICKLE". */
function inCaseOf(original: string, replacement: string): string {
  const isShouting = original.length > 1 && original === original.toUpperCase();
  if (isShouting) return replacement.toUpperCase();
  const first = original.charAt(0);
  const startsWithCapital = first !== first.toLowerCase();
  return startsWithCapital
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
