import { i18n } from "@lingui/core";
import { use, useSyncExternalStore } from "react";
import type { Language } from "@/shared/languages";
import type { TCatalogArea } from "./catalog-areas";
import type { TTranslate } from "./catalog-types";
import { isAreaReady, loadArea } from "./catalogs-loader";

// Lingui's own React binding weighs 1 KB on the first load; these few lines are all the app needs.
const onLanguageChange = (listener: () => void) => i18n.on("change", listener);
const languageNow = () => i18n.locale as Language;

/** The language the app shows now; the component re-renders when it changes. */
export function useCurrentLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, languageNow, languageNow);
}

/**
 * The messages of one area in the current language. An area not loaded yet suspends the screen
 * (its `Suspense` shows what it shows meanwhile) while its file of the current language downloads.
 */
export function useT<A extends TCatalogArea>(area: A): TTranslate<A> {
  const language = useCurrentLanguage();
  if (!isAreaReady(language, area)) use(loadArea(language, area));
  return translatorFor(language, area);
}

/** One function per language and area, so anything memoised on it follows a language switch. */
const translators = new Map<string, TTranslate<TCatalogArea>>();
function translatorFor<A extends TCatalogArea>(language: Language, area: A): TTranslate<A> {
  const name = `${language}/${area}`;
  let translate = translators.get(name);
  if (!translate) {
    translate = (key, values) => i18n._(`${area}.${key}`, values);
    translators.set(name, translate);
  }
  return translate as TTranslate<A>;
}
