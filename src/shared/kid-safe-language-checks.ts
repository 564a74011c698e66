/**
 * The checks every language's kid-safe test runs (`kid-safe-es.test.ts`…): what children really
 * write passes both filters untouched, insults are refused, scary words softened, and every way to
 * pass on a phone number, an e-mail or home address or a handle is found. Each check runs with the
 * family's language and with none, since children mix languages.
 */
import { describe, expect, it } from "vitest";
import { checkKidSafeText } from "./kid-safe-text";
import type { Language } from "./languages";
import { findPersonalDetail, type TPersonalDetail } from "./personal-details";

export interface TLanguageCases {
  /** Ordinary children's sentences, with numbers, ages, dates and houses: nothing to change. */
  innocent: readonly string[];
  /** Innocent only when the family's language is this one ("die Katze ist dick" in German). */
  innocentWhenChosen?: readonly string[];
  /** Insults, swear words and adult words, however spelled. */
  refused: readonly string[];
  /** Refused only when the family's language is this one ("t'es con": "con" is Spanish "with"). */
  refusedWhenChosen?: readonly string[];
  /** Scary words and the playful text they become, with the family's language. */
  softened: ReadonlyArray<readonly [string, string]>;
  /** Ways to reach a child, and the kind of detail each one is. */
  personalDetails: ReadonlyArray<readonly [TPersonalDetail, string]>;
}

const CHOICES = (language: Language) => [{ language }, {}] as const;
const named = (options: { language?: Language }) => options.language ?? "no language";

export function checkLanguage(language: Language, cases: TLanguageCases): void {
  describe(`kid-safe filters in ${language}`, () => {
    it.each(CHOICES(language).map((options) => [named(options), options] as const))(
      `lets ${cases.innocent.length} innocent sentences through both filters untouched (%s)`,
      (_name, options) => {
        expect(cases.innocent.length).toBeGreaterThanOrEqual(40);
        const changed = cases.innocent.filter((text) => {
          const safe = checkKidSafeText(text, options);
          return !safe.ok || safe.text !== text || findPersonalDetail(text, options) !== null;
        });
        expect(
          changed.map((text) => [
            text,
            checkKidSafeText(text, options),
            findPersonalDetail(text, options),
          ]),
        ).toEqual([]);
      },
    );

    it("lets the language's own everyday words through when it is chosen", () => {
      const changed = (cases.innocentWhenChosen ?? []).filter((text) => {
        const safe = checkKidSafeText(text, { language });
        return !safe.ok || safe.text !== text || findPersonalDetail(text, { language }) !== null;
      });
      expect(changed).toEqual([]);
    });

    it.each(CHOICES(language).map((options) => [named(options), options] as const))(
      `refuses ${cases.refused.length} insults and rude words (%s)`,
      (_name, options) => {
        expect(cases.refused.length).toBeGreaterThanOrEqual(25);
        const missed = cases.refused.filter((text) => checkKidSafeText(text, options).ok);
        expect(missed).toEqual([]);
      },
    );

    it("refuses the language's own words that are innocent elsewhere when it is chosen", () => {
      const missed = (cases.refusedWhenChosen ?? []).filter(
        (text) => checkKidSafeText(text, { language }).ok,
      );
      expect(missed).toEqual([]);
    });

    it.each(cases.softened.map(([text, expected]) => [text, expected]))(
      "%s → %s",
      (text, expected) => {
        expect(checkKidSafeText(text, { language })).toEqual({
          ok: true,
          text: expected,
          softened: true,
        });
      },
    );

    it.each(CHOICES(language).map((options) => [named(options), options] as const))(
      `finds ${cases.personalDetails.length} ways to reach a child, each of its kind (%s)`,
      (_name, options) => {
        expect(cases.personalDetails.length).toBeGreaterThanOrEqual(25);
        const wrong = cases.personalDetails
          .map(([kind, text]) => [kind, text, findPersonalDetail(text, options)] as const)
          .filter(([kind, , found]) => found !== kind);
        expect(wrong).toEqual([]);
      },
    );
  });
}
