/**
 * A reader per language: the words of a description → the language-neutral scene graph. English
 * has its own (parse/parse-description.ts); a language not read yet falls back to English, which
 * still draws the words it shares ("pizza", "robot") and never fails.
 */
import { parseDescription } from "../parse/parse-description";
import type { ParsedDescription } from "../parse/parsed-description";
import type { Language } from "../../shared/languages";

export function readDescription(description: string, language: Language = "en"): ParsedDescription {
  void language;
  return parseDescription(description);
}
