import { i18n, type Messages } from "@lingui/core";
import type { Language } from "@/shared/languages";
import type { TCatalogArea } from "./catalog-areas";
import englishHome from "./catalogs/en/home.json";
import englishLayout from "./catalogs/en/layout.json";

type TCatalog = Messages;

// Two steps, so the entry names six small index files rather than every area of every language:
// the language's index, then the area's own file. Only the chosen language's are ever fetched.
// English's first-screen areas come with the entry, so an English page never waits for them.
const languageIndexes = import.meta.glob<TLanguageIndex>("./catalogs/*/index.ts");
type TLanguageIndex = { areaCatalogs: Record<string, () => Promise<TCatalog>> };
const bundledCatalogs: Partial<Record<string, TCatalog>> = {
  "en/home": englishHome,
  "en/layout": englishLayout,
};

const loading = new Map<string, Promise<void>>();
const ready = new Set<string>();

export const isAreaReady = (language: Language, area: TCatalogArea): boolean =>
  ready.has(`${language}/${area}`);

/** Puts an area's messages in at once, as if loaded (the English ones in unit tests). */
export function putArea(language: Language, area: TCatalogArea, messages: TCatalog): void {
  i18n.load(language, prefixed(area, messages));
  ready.add(`${language}/${area}`);
  loading.set(`${language}/${area}`, Promise.resolve());
}

/** Loads one area's messages of one language into Lingui, once; its keys become `area.key`. */
export function loadArea(language: Language, area: TCatalogArea): Promise<void> {
  const name = `${language}/${area}`;
  const known = loading.get(name);
  if (known) return known;
  const bundled = bundledCatalogs[name];
  const catalog = bundled ? Promise.resolve(bundled) : fetchCatalog(language, area);
  const loaded = catalog.then((messages) => {
    i18n.load(language, prefixed(area, messages));
    ready.add(name);
  });
  loading.set(name, loaded);
  // A failed download (offline) may be asked for again.
  loaded.catch(() => loading.delete(name));
  return loaded;
}

export const loadAreas = (language: Language, areas: readonly TCatalogArea[]): Promise<void[]> =>
  Promise.all(areas.map((area) => loadArea(language, area)));

/** The areas loaded so far in a language: a switch loads the same ones in the new language. */
export const readyAreas = (language: Language): TCatalogArea[] =>
  [...ready]
    .filter((name) => name.startsWith(`${language}/`))
    .map((name) => name.slice(language.length + 1) as TCatalogArea);

const prefixed = (area: string, messages: TCatalog): TCatalog =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${area}.${key}`, message]));

async function fetchCatalog(language: Language, area: TCatalogArea): Promise<TCatalog> {
  const loadIndex = languageIndexes[`./catalogs/${language}/index.ts`];
  const loadArea = (await loadIndex?.())?.areaCatalogs[`./${area}.json`];
  if (!loadArea) throw new Error(`No catalog ${language}/${area}`);
  return loadArea();
}
