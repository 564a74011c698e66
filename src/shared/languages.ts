/**
 * The languages Doodle Dino speaks. English is the specification's own and the default; a family's
 * language is a setting, a visitor's follows the browser (or the footer's choice).
 */
export const LANGUAGES = ["en", "es", "fr", "de", "pt", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, as the footer and Account Settings offer it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
  it: "Italiano",
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** "es-MX" → "es"; anything we do not speak → null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  return isLanguage(primary) ? primary : null;
}

/**
 * The first language we speak among the browser's, in its order of preference: `navigator.languages`
 * as it is, or an Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8") weighed by its q-values.
 */
export function preferredLanguage(
  accepted: string | readonly string[] | null | undefined,
): Language {
  const tags = typeof accepted === "string" ? byQuality(accepted) : (accepted ?? []);
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function byQuality(header: string): string[] {
  return header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...parameters] = part.split(";");
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, quality }) => tag !== "" && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map(({ tag }) => tag);
}

/** The cookie the footer's choice is kept in, so a visitor's pictures and sign-up e-mail follow it. */
export const LANGUAGE_COOKIE = "doodle_language";

/**
 * The language to use for one request: the family's setting, else the device's choice from the
 * footer (the cookie), else the browser's Accept-Language.
 */
export function languageFor(choices: {
  familySetting?: Language | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (choices.familySetting) return choices.familySetting;
  if (isLanguage(choices.cookie)) return choices.cookie;
  return preferredLanguage(choices.acceptLanguage);
}
