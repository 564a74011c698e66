import { i18n } from "@lingui/core";
import { SERVER_WORDS_AREA } from "./catalog-areas";

/**
 * A sentence the server (or the app about a call) wrote in English, in the current language when
 * the errors catalog knows it; a sentence it does not know is shown as it is.
 */
export function inCurrentLanguage(englishSentence: string): string {
  const id = `${SERVER_WORDS_AREA}.${englishSentence}`;
  return id in i18n.messages ? i18n._(id) : englishSentence;
}
