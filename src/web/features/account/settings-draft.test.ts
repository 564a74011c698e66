import { DEFAULT_SETTINGS, type TSettings } from "@/shared/contracts/settings";
import { describe, expect, it } from "vitest";
import { ageErrorOf, changedSettings, draftOf } from "./settings-draft";

const saved: TSettings = {
  ...DEFAULT_SETTINGS,
  gender: "girl",
  age: 4,
  profileIcon: "unicorn",
  speakingLevel: "growing",
};

describe("changedSettings (spec section 5)", () => {
  it("sends nothing when nothing changed", () => {
    expect(changedSettings(saved, draftOf(saved))).toEqual({});
    expect(changedSettings(DEFAULT_SETTINGS, draftOf(DEFAULT_SETTINGS))).toEqual({});
  });

  it("sends only the changed fields", () => {
    const draft = { ...draftOf(saved), gender: "other" as const, profileIcon: "shark" as const };
    expect(changedSettings(saved, draft)).toEqual({ gender: "other", profileIcon: "shark" });
    expect(changedSettings(saved, { ...draftOf(saved), speakingLevel: "clear" })).toEqual({
      speakingLevel: "clear",
    });
  });

  it("sends the child's name trimmed, and null when it was emptied", () => {
    expect(changedSettings(saved, { ...draftOf(saved), childName: " Mia " })).toEqual({
      childName: "Mia",
    });
    const named = { ...saved, childName: "Mia" };
    expect(changedSettings(named, draftOf(named))).toEqual({});
    expect(changedSettings(named, { ...draftOf(named), childName: "  " })).toEqual({
      childName: null,
    });
  });

  it("sends the age only when a different number was typed", () => {
    expect(changedSettings(saved, { ...draftOf(saved), age: " 7 " })).toEqual({ age: 7 });
    expect(changedSettings(saved, { ...draftOf(saved), age: "4" })).toEqual({});
    expect(changedSettings(saved, { ...draftOf(saved), age: "" })).toEqual({});
    expect(changedSettings(saved, { ...draftOf(saved), age: "four" })).toEqual({});
    expect(changedSettings(saved, { ...draftOf(saved), age: "3.5" })).toEqual({});
  });

  it("starts from the saved values, an unknown age as an empty box", () => {
    expect(draftOf(saved)).toEqual({
      childName: "",
      gender: "girl",
      age: "4",
      profileIcon: "unicorn",
      speakingLevel: "growing",
    });
    expect(draftOf(DEFAULT_SETTINGS).age).toBe("");
  });
});

describe("ageErrorOf", () => {
  it("accepts 1 to 18 and an empty box", () => {
    for (const text of ["", "  ", "1", "18", " 9 "]) expect(ageErrorOf(text)).toBeUndefined();
  });

  it("refuses anything else with the contract's message", () => {
    for (const text of ["0", "19", "-2", "2.5", "abc"]) {
      expect(ageErrorOf(text)).toBe("Age must be a whole number from 1 to 18");
    }
  });
});
