import { LANGUAGES, type Language } from "./languages";
import type { TPersonalDetailWords } from "./personal-detail-words";
import { ENGLISH_PERSONAL_DETAIL_WORDS } from "./personal-details-en";
import { SPANISH_PERSONAL_DETAIL_WORDS } from "./personal-details-es";
import { FRENCH_PERSONAL_DETAIL_WORDS } from "./personal-details-fr";
import { GERMAN_PERSONAL_DETAIL_WORDS } from "./personal-details-de";
import { PORTUGUESE_PERSONAL_DETAIL_WORDS } from "./personal-details-pt";
import { ITALIAN_PERSONAL_DETAIL_WORDS } from "./personal-details-it";

/**
 * Numbers said aloud, in all six languages, turned into digits so a phone number is seen however it
 * is written: "cinq cinq cinq", "sechsundzwanzig", "treinta y cuatro", "double five".
 */

export const PERSONAL_DETAIL_WORDS: Readonly<Record<Language, TPersonalDetailWords>> = {
  en: ENGLISH_PERSONAL_DETAIL_WORDS,
  es: SPANISH_PERSONAL_DETAIL_WORDS,
  fr: FRENCH_PERSONAL_DETAIL_WORDS,
  de: GERMAN_PERSONAL_DETAIL_WORDS,
  pt: PORTUGUESE_PERSONAL_DETAIL_WORDS,
  it: ITALIAN_PERSONAL_DETAIL_WORDS,
};

interface TNumberWord {
  value: number;
  /** The languages that say it: "o" is a number only between other English numbers. */
  languages: ReadonlySet<Language>;
  isOnlyAmongNumbers: boolean;
}

export interface TNumberWords {
  phrases: ReadonlyMap<string, TNumberWord>;
  repeats: ReadonlyMap<string, number>;
  /** The most words a number phrase has ("quatre vingt dix sept"). */
  longest: number;
}

const numberWordsByLanguage = new Map<Language | null, TNumberWords>();

/**
 * Every language's number words; with a language chosen, its everyday words that another language
 * reads as numbers are words again ("eu sei": I know, not Italian six).
 */
export function numberWordsFor(chosen: Language | null): TNumberWords {
  const known = numberWordsByLanguage.get(chosen);
  if (known) return known;
  const ordinary = new Set(chosen ? PERSONAL_DETAIL_WORDS[chosen].ordinaryWords : []);
  const phrases = new Map<string, TNumberWord>();
  const repeats = new Map<string, number>();
  for (const language of LANGUAGES) {
    const words = PERSONAL_DETAIL_WORDS[language];
    for (const [phrase, value] of Object.entries(words.numbers)) {
      if (ordinary.has(phrase) && language !== chosen) continue;
      const isOnlyAmongNumbers = words.onlyAmongNumbers.includes(phrase);
      const known = phrases.get(phrase);
      phrases.set(phrase, {
        value: known?.value ?? value,
        languages: new Set([...(known?.languages ?? []), language]),
        isOnlyAmongNumbers: (known?.isOnlyAmongNumbers ?? true) && isOnlyAmongNumbers,
      });
    }
    for (const [word, times] of Object.entries(words.repeats)) repeats.set(word, times);
  }
  const longest = Math.max(...[...phrases.keys()].map((phrase) => phrase.split(" ").length));
  const numberWords = { phrases, repeats, longest };
  numberWordsByLanguage.set(chosen, numberWords);
  return numberWords;
}

const BETWEEN_WORDS = /([\s,.;:!?()-]+)/;
const JOINS_A_PHRASE = /^(\s+|-)$/;

/** Number words as digits: "five five five" → "5 5 5", "vingt-deux" → "22", "doble 5" → "55". */
export function numbersInDigits(text: string, numbers: TNumberWords): string {
  const words = text.split(BETWEEN_WORDS);
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const found = numberPhraseAt(words, index, numbers);
    if (found && (!found.word.isOnlyAmongNumbers || isAmongNumbers(words, index, found, numbers))) {
      out.push(String(found.word.value));
      index = found.end;
      continue;
    }
    const repeat = numbers.repeats.get(words[index]!);
    const repeated = words[index + 2];
    if (repeat !== undefined && repeated !== undefined) {
      const value = /^\d$/.test(repeated) ? Number(repeated) : numbers.phrases.get(repeated)?.value;
      if (value !== undefined && value < 10) {
        out.push(String(value).repeat(repeat));
        index += 2;
        continue;
      }
    }
    out.push(words[index]!);
  }
  return out.join("");
}

interface TFoundNumber {
  word: TNumberWord;
  /** The index of the phrase's last word. */
  end: number;
}

/** The longest number phrase starting at this word, its words joined by spaces or hyphens. */
function numberPhraseAt(
  words: string[],
  index: number,
  numbers: TNumberWords,
): TFoundNumber | null {
  let found: TFoundNumber | null = null;
  let phrase = words[index]!;
  for (let end = index; end < words.length && end - index < numbers.longest * 2; end += 2) {
    if (end > index) {
      if (!JOINS_A_PHRASE.test(words[end - 1] ?? "")) break;
      phrase += ` ${words[end]}`;
    }
    const word = numbers.phrases.get(phrase);
    if (word) found = { word, end };
  }
  return found;
}

/** "o" and "un" are numbers only between other numbers of their language ("five oh two"). */
function isAmongNumbers(
  words: string[],
  index: number,
  found: TFoundNumber,
  numbers: TNumberWords,
): boolean {
  const isNumber = (word: string | undefined) => {
    if (word === undefined) return false;
    if (/^\d+$/.test(word)) return true;
    const neighbour = numbers.phrases.get(word);
    return (
      neighbour !== undefined &&
      neighbour.value > 0 &&
      [...neighbour.languages].some((language) => found.word.languages.has(language))
    );
  };
  return isNumber(words[index - 2]) && isNumber(words[found.end + 2]);
}
