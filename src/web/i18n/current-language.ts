import { i18n } from "@lingui/core";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/shared/languages";
import { FIRST_SCREEN_AREAS, SERVER_WORDS_AREA, type TCatalogArea } from "./catalog-areas";
import { loadAreas, readyAreas } from "./catalogs-loader";

export const currentLanguage = (): Language =>
  isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

let latestSwitch: Language | null = null;

/**
 * Shows the app in another language: the first screen's areas and every area already shown are
 * loaded in it first, so no screen waits or flashes keys; `<html lang>` follows. When switches
 * overlap, the last one asked for wins.
 */
export async function switchLanguage(language: Language): Promise<void> {
  latestSwitch = language;
  const areas = new Set<TCatalogArea>([...FIRST_SCREEN_AREAS, ...readyAreas(currentLanguage())]);
  if (language !== DEFAULT_LANGUAGE) areas.add(SERVER_WORDS_AREA);
  await loadAreas(language, [...areas]);
  if (latestSwitch !== language) return;
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
}
