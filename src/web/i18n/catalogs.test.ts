import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/shared/languages";
import { compileCatalog } from "../../../scripts/i18n-catalog-plugin";
import { CATALOG_AREAS } from "./catalog-areas";

const CATALOGS_DIR = path.join(import.meta.dirname, "catalogs");
const catalogOf = (language: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(CATALOGS_DIR, language, `${area}.json`), "utf8")) as Record<
    string,
    string
  >;

/** What a translation must keep of its English message: placeholders, plural cases, `<0>` tags. */
function shapeOf(message: string): string[] {
  const shape = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "content") {
        for (const tag of token.value.matchAll(/<\/?(\d+)>/g)) shape.add(`tag ${tag[0]}`);
      } else if (token.type === "argument") shape.add(`{${token.arg}}`);
      else if (
        token.type === "plural" ||
        token.type === "select" ||
        token.type === "selectordinal"
      ) {
        shape.add(`{${token.arg}, ${token.type}}`);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message));
  return [...shape].sort();
}

describe("the translation catalogs", () => {
  it("has one file per area in each language, and no file the app does not know", () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(path.join(CATALOGS_DIR, language)).filter((file) =>
        file.endsWith(".json"),
      );
      expect(files.sort()).toEqual(CATALOG_AREAS.map((area) => `${area}.json`).sort());
    }
  });

  for (const area of CATALOG_AREAS) {
    const english = catalogOf("en", area);
    for (const language of LANGUAGES.filter((other) => other !== "en")) {
      it(`${language}/${area} has every English message, no other, with the same placeholders`, () => {
        const translated = catalogOf(language, area);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          const translation = translated[key] ?? "";
          expect(translation.trim(), `${language}/${area}.${key}`).not.toBe("");
          expect(shapeOf(translation), `${language}/${area}.${key}`).toEqual(shapeOf(message));
        }
      });
    }
  }

  it("compiles every message of every language (what the build does)", () => {
    for (const language of LANGUAGES) {
      for (const area of CATALOG_AREAS) {
        expect(() => compileCatalog(catalogOf(language, area))).not.toThrow();
      }
    }
  });

  it("writes plurals as ICU plurals, so each language counts in its own words", () => {
    const compiled = compileCatalog({
      count: "{count, plural, one {# picture} other {# pictures}}",
    });
    expect(compiled.count).toEqual([
      ["count", "plural", { one: ["#", " picture"], other: ["#", " pictures"] }],
    ]);
  });
});
