import { FRENCH_KID_SAFE_WORDS } from "./kid-safe-words-fr";
import { GERMAN_KID_SAFE_WORDS } from "./kid-safe-words-de";
import { ITALIAN_KID_SAFE_WORDS } from "./kid-safe-words-it";
import { PORTUGUESE_KID_SAFE_WORDS } from "./kid-safe-words-pt";
import { SPANISH_KID_SAFE_WORDS } from "./kid-safe-words-es";
import { ENGLISH_KID_SAFE_WORDS, type TKidSafeWords } from "./kid-safe-words";
import { allWordForms, plainSpellings, softenedForms } from "./kid-safe-word-forms";
import { LANGUAGES, type Language } from "./languages";

/**
 * The kid-safe words of all six languages as one list, for the language a family chose: children
 * mix languages, so every language's words count whatever the choice; the chosen one's come first
 * (its replacement wins when two languages soften the same word) and decides the words that are
 * rude or scary in one language and ordinary in another. With no language given, such a word is
 * still refused when it is rude ("hell"), but not softened ("die" is German for "the").
 */

export const KID_SAFE_WORDS: Readonly<Record<Language, TKidSafeWords>> = {
  en: ENGLISH_KID_SAFE_WORDS,
  es: SPANISH_KID_SAFE_WORDS,
  fr: FRENCH_KID_SAFE_WORDS,
  de: GERMAN_KID_SAFE_WORDS,
  pt: PORTUGUESE_KID_SAFE_WORDS,
  it: ITALIAN_KID_SAFE_WORDS,
};

export interface TSoftening {
  replacement: string;
  /** The language the word was softened in (English fixes "a"/"an" before the new word). */
  language: Language;
}

export interface TKidSafeWordList {
  /** Refused words in plain letters and lower case, each as a child may type it. */
  refused: string[];
  /** Innocent words and phrases holding a refused pattern, in plain letters. */
  allowed: string[];
  /** Lower-case scary word or phrase (as written and in plain letters) → its replacement. */
  softened: Map<string, TSoftening>;
  /** Lower-case gentle phrases, as written and in plain letters. */
  gentle: Set<string>;
}

export function kidSafeWordListFor(chosen: Language | null): TKidSafeWordList {
  const inOrder = chosen ? [chosen, ...LANGUAGES.filter((l) => l !== chosen)] : [...LANGUAGES];
  const others = LANGUAGES.filter((language) => language !== chosen);
  const chosenOwn = new Set(chosen ? KID_SAFE_WORDS[chosen].onlyWhenChosen : []);
  const ownOnly = others
    .flatMap((language) => KID_SAFE_WORDS[language].onlyWhenChosen)
    .filter((word) => !chosenOwn.has(word));
  const ordinary = (chosen ? [chosen] : LANGUAGES).flatMap(
    (language) => KID_SAFE_WORDS[language].ordinaryWords,
  );
  const isRefused = countsUnless(chosen ? [...ownOnly, ...ordinary] : ownOnly);
  const isSoftened = countsUnless([...ownOnly, ...ordinary]);

  const refused = inOrder.flatMap((language) =>
    lowerForms(KID_SAFE_WORDS[language].refused).filter(isRefused).flatMap(plainSpellings),
  );
  const allowed = [
    ...inOrder.flatMap((language) => lowerForms(KID_SAFE_WORDS[language].allowed)),
    ...(chosen ? lowerForms(KID_SAFE_WORDS[chosen].ordinaryWords) : []),
  ].flatMap(plainSpellings);

  const softened = new Map<string, TSoftening>();
  for (const language of inOrder) {
    for (const [entry, replacement] of Object.entries(KID_SAFE_WORDS[language].softened)) {
      for (const [word, newWord] of softenedForms(entry, replacement)) {
        const key = word.toLowerCase();
        if (isSoftened(key) && !softened.has(key)) {
          softened.set(key, { replacement: newWord, language });
        }
      }
    }
  }
  for (const [key, softening] of [...softened]) {
    for (const spelling of plainSpellings(key)) {
      if (!softened.has(spelling)) softened.set(spelling, softening);
    }
  }
  const gentle = new Set(
    inOrder.flatMap((language) => lowerForms(KID_SAFE_WORDS[language].gentle)),
  );
  for (const phrase of [...gentle]) plainSpellings(phrase).forEach((p) => gentle.add(p));

  return { refused: [...new Set(refused)], allowed: [...new Set(allowed)], softened, gentle };
}

const lowerForms = (entries: readonly string[]) =>
  allWordForms(entries).map((word) => word.toLowerCase());

/** Whether a word counts, when the given words (as written or in plain letters) do not. */
function countsUnless(words: readonly string[]): (word: string) => boolean {
  const leftOut = new Set(
    words.flatMap((word) => [word.toLowerCase(), ...plainSpellings(word.toLowerCase())]),
  );
  return (word) => !leftOut.has(word) && !leftOut.has(plainSpellings(word)[0]!);
}
