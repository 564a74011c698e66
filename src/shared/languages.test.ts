import { describe, expect, it } from "vitest";
import { isLanguage, languageFor, languageOfTag, preferredLanguage } from "./languages";

describe("the language a browser asks for", () => {
  it("reads a region tag as its language", () => {
    expect(languageOfTag("es-MX")).toBe("es");
    expect(languageOfTag("pt_BR")).toBe("pt");
    expect(languageOfTag("nl-BE")).toBeNull();
  });

  it("weighs an Accept-Language header by its q-values", () => {
    expect(preferredLanguage("nl;q=0.9, de;q=0.5, fr;q=0.8")).toBe("fr");
    expect(preferredLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toBe("fr");
    expect(preferredLanguage("it;q=0, es")).toBe("es");
  });

  it("keeps navigator.languages in its own order", () => {
    expect(preferredLanguage(["ja", "pt-BR", "en-US"])).toBe("pt");
  });

  it("falls back to English for nothing we speak, or nothing at all", () => {
    expect(preferredLanguage("ja, zh;q=0.8")).toBe("en");
    expect(preferredLanguage("")).toBe("en");
    expect(preferredLanguage(undefined)).toBe("en");
    expect(preferredLanguage("q=;;,,")).toBe("en");
  });

  it("knows only the six languages", () => {
    expect(isLanguage("de")).toBe(true);
    expect(isLanguage("DE")).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});

describe("the language of one request", () => {
  it("is the family's setting, else the footer's choice, else the browser's", () => {
    const acceptLanguage = "de-DE,de;q=0.9";
    expect(languageFor({ familySetting: "it", cookie: "fr", acceptLanguage })).toBe("it");
    expect(languageFor({ familySetting: null, cookie: "fr", acceptLanguage })).toBe("fr");
    expect(languageFor({ cookie: "klingon", acceptLanguage })).toBe("de");
    expect(languageFor({})).toBe("en");
  });
});
