import { badRequest } from "./app-error";
import { checkKidSafeText } from "../../shared/kid-safe-text";

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
