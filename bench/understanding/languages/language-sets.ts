/** Every language's evaluation set, judged by what is drawn (check-language-case.ts). */
import type { Language } from "../../../src/shared/languages";
import type { LanguageCases } from "./language-cases";
import { SPANISH_CASES } from "./es";
import { PORTUGUESE_CASES } from "./pt";
import { ITALIAN_CASES } from "./it";
import { FRENCH_CASES } from "./fr";
import { GERMAN_CASES } from "./de";

export const LANGUAGE_SETS: Readonly<Partial<Record<Language, LanguageCases>>> = {
  es: SPANISH_CASES,
  pt: PORTUGUESE_CASES,
  it: ITALIAN_CASES,
  fr: FRENCH_CASES,
  de: GERMAN_CASES,
};
