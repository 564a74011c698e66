// @vitest-environment jsdom
import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { switchLanguage } from "./current-language";
import { inCurrentLanguage } from "./server-words";
import { translate } from "./translate";

describe("switching the language", () => {
  it("loads the first screen's words and the server's sentences, and tells <html lang>", async () => {
    await switchLanguage("es");
    expect(i18n.locale).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    expect(translate("layout", "language")).toBe("Idioma");
    expect(translate("layout", "trialLeft", { remaining: 2, max: 3 })).toBe(
      "Te quedan 2 de 3 dibujos gratis",
    );
  });

  it("shows a server sentence it knows in the language, and one it does not as it is", async () => {
    await switchLanguage("de");
    expect(inCurrentLanguage("Passwords don't match")).toBe("Die Passwörter stimmen nicht überein");
    expect(inCurrentLanguage("A sentence nobody translated.")).toBe(
      "A sentence nobody translated.",
    );
    await switchLanguage("en");
    expect(inCurrentLanguage("Passwords don't match")).toBe("Passwords don't match");
    expect(document.documentElement.lang).toBe("en");
  });

  it("ends in the language asked for last when switches overlap", async () => {
    await Promise.all([switchLanguage("fr"), switchLanguage("it")]);
    expect(i18n.locale).toBe("it");
  });
});
