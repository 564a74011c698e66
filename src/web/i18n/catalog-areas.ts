/**
 * The translation catalogs, one file per area per language (`catalogs/<language>/<area>.json`), so
 * several people can translate different areas at once. The first screen's areas are ready before
 * the first render; the others load when a screen that uses them first shows.
 */
export const FIRST_SCREEN_AREAS = ["layout", "home"] as const;
/**
 * The server's English sentences (its `{message}`s) and the app's own about calls, by their English
 * text: in English they are shown as they are, so only the other languages load this area.
 */
export const SERVER_WORDS_AREA = "errors";
export const LATER_AREAS = [
  "create",
  "auth",
  "gallery",
  "gate",
  "privacy",
  "account",
  "help",
  "subscription",
] as const;
export const CATALOG_AREAS = [...FIRST_SCREEN_AREAS, SERVER_WORDS_AREA, ...LATER_AREAS] as const;

export type TFirstScreenArea = (typeof FIRST_SCREEN_AREAS)[number];
export type TCatalogArea = (typeof CATALOG_AREAS)[number];
