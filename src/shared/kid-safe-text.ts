import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
} from "obscenity";
import { inPlainLetters } from "./kid-safe-word-forms";
import { kidSafeWordListFor, type TKidSafeWordList, type TSoftening } from "./kid-safe-word-lists";
import type { Language } from "./languages";

/**
 * The kid-safe filter every description, story, title and message passes before any engine sees
 * it (DESIGN decision 13): rude words are refused, scary ones are softened, in all six languages.
 */

export type TKidSafeResult =
  { ok: true; text: string; softened: boolean } | { ok: false; message: string };

export const KID_SAFE_REFUSAL_MESSAGE =
  "Let's use kind words! Try describing your picture another way.";

export interface TKidSafeOptions {
  /**
   * The family's language. Every language's words count whatever it is; it decides which
   * replacement a scary word gets when two languages soften it, and the words that are rude or
   * scary in one language and ordinary in another ("hell" is bright in German, "die" is "the").
   * Not given: such words are refused when rude and left as written when only scary.
   */
  language?: Language;
}

export function checkKidSafeText(text: string, options: TKidSafeOptions = {}): TKidSafeResult {
  const filter = kidSafeFilterFor(options.language ?? null);
  if (containsRudeWord(filter, text)) return { ok: false, message: KID_SAFE_REFUSAL_MESSAGE };
  const softenedText = softenScaryWords(filter, text);
  return { ok: true, text: softenedText, softened: softenedText !== text };
}

interface TKidSafeFilter {
  rudeWordMatcher: RegExpMatcher;
  wordsAsWritten: RegExp;
  allowedPhrases: RegExp;
  scaryWordPattern: RegExp;
  softened: Map<string, TSoftening>;
  gentle: Set<string>;
}

const filters = new Map<Language | null, TKidSafeFilter>();

/** Built the first time a language is asked for, then kept. */
function kidSafeFilterFor(language: Language | null): TKidSafeFilter {
  let filter = filters.get(language);
  if (!filter) {
    filter = buildKidSafeFilter(kidSafeWordListFor(language));
    filters.set(language, filter);
  }
  return filter;
}

function buildKidSafeFilter(words: TKidSafeWordList): TKidSafeFilter {
  return {
    rudeWordMatcher: buildRudeWordMatcher(
      words.refused.filter((word) => !hasDoubledLetter(word)),
      words.allowed,
    ),
    wordsAsWritten: buildAsWrittenPattern(words.refused.filter(hasDoubledLetter)),
    allowedPhrases: buildAllowedPattern(words.allowed),
    scaryWordPattern: buildScaryWordPattern([...words.softened.keys(), ...words.gentle]),
    softened: words.softened,
    gentle: words.gentle,
  };
}

// ---- Refusing --------------------------------------------------------------------------------

/**
 * Words with a doubled letter cannot go through the matcher: its transformers collapse repeated
 * letters first, so "xxx" would become "x" (a treasure map's mark), "coon" the Spanish "con" (with),
 * "tette" the Spanish toddler's "tete" and "cazzo" the Spanish "cazo" (a saucepan), and the innocent
 * word would be refused with them. They are matched on the text as written instead, each run of
 * letters at its full length or longer ("crapppy").
 */
const hasDoubledLetter = (word: string) => /(\p{L})\1/u.test(word);

function buildAsWrittenPattern(words: readonly string[]): RegExp {
  const patterns = words.map((word) =>
    (word.match(/(.)\1*/gu) ?? [])
      .map((run) => (run === " " ? "\\s+" : `${escapeRegExp(run.charAt(0))}{${run.length},}`))
      .join(""),
  );
  return wholeWords(patterns, "iu");
}

/** Innocent phrases are taken out before words are matched as written ("a Maine Coon"). */
function buildAllowedPattern(phrases: readonly string[]): RegExp {
  return wholeWords(
    phrases.map((phrase) => escapeRegExp(phrase).replace(/ /g, "\\s+")),
    "giu",
  );
}

function wholeWords(patterns: readonly string[], flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join("|")})(?![\\p{L}\\p{N}])`, flags);
}

function buildRudeWordMatcher(
  refusedWords: readonly string[],
  allowedPhrases: readonly string[],
): RegExpMatcher {
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
    // The library lets "fick" through (for "dick"); a word our lists refuse is not whitelisted.
    whitelistedTerms: [
      ...(whitelistedTerms ?? []).filter((term) => !refusedWords.includes(term)),
      ...allowedPhrases,
    ],
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

/** The matcher knows plain letters only ("blöd" is matched as "blod"), so accents are dropped. */
function containsRudeWord(filter: TKidSafeFilter, text: string): boolean {
  const isRude = (candidate: string) => {
    const plain = inPlainLetters(candidate);
    return (
      filter.rudeWordMatcher.hasMatch(plain) ||
      filter.wordsAsWritten.test(plain.replace(filter.allowedPhrases, " "))
    );
  };
  if (isRude(text)) return true;
  const joined = joinSpacedOutLetters(text);
  return joined !== text && isRude(joined);
}

// ---- Softening -------------------------------------------------------------------------------

const NOT_A_WORD_CHARACTER_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_A_WORD_CHARACTER_AFTER = "(?![\\p{L}\\p{N}])";

function buildScaryWordPattern(phrases: readonly string[]): RegExp {
  const alternatives = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, "\\s+"));
  // The article before the word is captured too, so that "an ugly duck" can become "a funny-looking duck".
  const article = `(?:${NOT_A_WORD_CHARACTER_BEFORE}(a|an)(\\s+))?`;
  const word = `${NOT_A_WORD_CHARACTER_BEFORE}(${alternatives.join("|")})${NOT_A_WORD_CHARACTER_AFTER}`;
  return new RegExp(article + word, "giu");
}

function softenScaryWords(filter: TKidSafeFilter, text: string): string {
  return text.replace(
    filter.scaryWordPattern,
    (found, article: string | undefined, space: string | undefined, word: string) => {
      const key = word.toLowerCase().replace(/\s+/g, " ");
      const softening = filter.softened.get(key);
      if (filter.gentle.has(key) || softening === undefined) return found;
      const softened = inCaseOf(word, softening.replacement);
      if (article === undefined) return softened;
      const newArticle = softening.language === "en" ? articleFor(softened, article) : article;
      return newArticle + space + softened;
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
