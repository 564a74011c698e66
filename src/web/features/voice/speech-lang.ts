import type { Language } from "@/shared/languages";
import { currentLanguage } from "@/web/i18n/current-language";

/** The locale the recogniser listens in and the reading voice speaks, for each app language. */
export const SPEECH_LOCALES: Readonly<Record<Language, string>> = {
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  pt: "pt-BR",
  it: "it-IT",
};

/** The speech locale of the language the app shows now. */
export const currentSpeechLang = (): string => SPEECH_LOCALES[currentLanguage()];
