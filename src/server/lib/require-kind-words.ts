import { badRequest } from "./app-error";
import { KID_SAFE_REFUSAL_MESSAGE, checkKidSafeText } from "../../shared/kid-safe-text";
import type { Language } from "../../shared/languages";

const REFUSAL_TITLE = "Let's try different words";

/**
 * Refuses (400 with `message`) when any of the texts holds a rude word. Used for what a family
 * writes to people (names, notes, card messages): refused, never rewritten, so what is sent is
 * exactly what was written.
 */
export function requireKindWords(texts: Array<string | null | undefined>, message: string): void {
  for (const text of texts) {
    if (text && !checkKidSafeText(text).ok) throw badRequest(message);
  }
}

/**
 * A child's text as it may be stored, shown and read aloud: scary words softened, or a friendly
 * 400 for rude words and insults (DESIGN decision 13). `language`, when known, decides the words
 * that are rude or scary in one language and ordinary in another ("hell" is bright in German).
 */
export function kidSafeTextOf(
  text: string,
  {
    message = KID_SAFE_REFUSAL_MESSAGE,
    title = REFUSAL_TITLE,
    language,
  }: { message?: string; title?: string; language?: Language | undefined } = {},
): string {
  const safe = checkKidSafeText(text, language === undefined ? {} : { language });
  if (!safe.ok) throw badRequest(message, title);
  return safe.text;
}
