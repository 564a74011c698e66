// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@/shared/languages";
import {
  deviceLanguageChoice,
  LANGUAGE_STORAGE_KEY,
  rememberLanguageChoice,
  startingLanguage,
} from "./language-choice";

afterEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe("which language a page starts in", () => {
  it("follows the browser's languages in order when nothing was chosen", () => {
    expect(startingLanguage({ deviceChoice: null, browserLanguages: ["es-MX", "en-US"] })).toBe(
      "es",
    );
    expect(startingLanguage({ deviceChoice: null, browserLanguages: ["ja", "de-AT"] })).toBe("de");
    expect(startingLanguage({ deviceChoice: null, browserLanguages: ["ja"] })).toBe("en");
  });

  it("takes the footer's choice on this device over the browser's", () => {
    expect(startingLanguage({ deviceChoice: "it", browserLanguages: ["es-ES"] })).toBe("it");
  });

  it("takes the family's own setting over the device's choice and the browser", () => {
    expect(
      startingLanguage({ familySetting: "pt", deviceChoice: "it", browserLanguages: ["es"] }),
    ).toBe("pt");
    expect(
      startingLanguage({ familySetting: null, deviceChoice: "fr", browserLanguages: ["es"] }),
    ).toBe("fr");
  });
});

describe("the footer's choice kept on the device", () => {
  it("is kept in local storage and in the cookie the server reads", () => {
    expect(deviceLanguageChoice()).toBeNull();
    rememberLanguageChoice("de");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    expect(deviceLanguageChoice()).toBe("de");
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
  });

  it("ignores a stored value that is not one of the languages", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "klingon");
    expect(deviceLanguageChoice()).toBeNull();
  });
});
