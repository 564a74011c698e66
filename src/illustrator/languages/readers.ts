/**
 * A reader per language: the words of a description → the language-neutral scene graph. English
 * has its own (parse/parse-description.ts); the others share read-in-language.ts with their own
 * tables. A language not read yet falls back to English, which still draws the words it shares
 * ("pizza", "robot") and never fails.
 */
import { parseDescription } from "../parse/parse-description";
import type { ParsedDescription } from "../parse/parsed-description";
import type { Language } from "../../shared/languages";
import type { LanguageWords } from "./language-words";
import { readInLanguage } from "./read-in-language";
import { SPANISH } from "./es";
import { PORTUGUESE } from "./pt";
import { ITALIAN } from "./it";
import { FRENCH } from "./fr";
import { GERMAN } from "./de";

const LANGUAGE_WORDS: Readonly<Partial<Record<Language, LanguageWords>>> = {
  es: SPANISH,
  pt: PORTUGUESE,
  it: ITALIAN,
  fr: FRENCH,
  de: GERMAN,
};

/** The languages with a reader of their own. */
export const READ_LANGUAGES: readonly Language[] = [
  "en",
  ...(Object.keys(LANGUAGE_WORDS) as Language[]),
];

export function readDescription(description: string, language: Language = "en"): ParsedDescription {
  const words = LANGUAGE_WORDS[language];
  return words ? readInLanguage(description, words) : parseDescription(description);
}
