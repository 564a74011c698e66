import { isLanguage, LANGUAGE_COOKIE, preferredLanguage, type Language } from "@/shared/languages";

/** Where this device keeps the language chosen in the footer. */
export const LANGUAGE_STORAGE_KEY = "doodle-dino-language";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a page starts in: the family's setting once it is known, else this device's choice
 * from the footer, else the first of the browser's languages that Doodle Dino speaks.
 */
export function startingLanguage(choices: {
  familySetting?: Language | null;
  deviceChoice: Language | null;
  browserLanguages: readonly string[];
}): Language {
  return (
    choices.familySetting ?? choices.deviceChoice ?? preferredLanguage(choices.browserLanguages)
  );
}

/** The footer's choice kept on this device, or null when none was made (or storage is shut). */
export function deviceLanguageChoice(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a chosen language on this device: in local storage for the page, and in a cookie for the
 * server, which draws a visitor's pictures and writes their sign-up e-mail in it.
 */
export function rememberLanguageChoice(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage shut (private mode): the cookie still tells the server, and the page follows it now.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
