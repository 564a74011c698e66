import { describe, expect, it } from "vitest";
import {
  inPlainLetters,
  plainSpellings,
  softenedForms,
  softenedWithObjects,
  wordForms,
} from "./kid-safe-word-forms";

describe("kid-safe word forms", () => {
  it("spells out the forms in braces, in order", () => {
    expect(wordForms("tont{o,a,os,as}")).toEqual(["tonto", "tonta", "tontos", "tontas"]);
    expect(wordForms("idiota{,s}")).toEqual(["idiota", "idiotas"]);
    expect(wordForms("hij{o,a} de put{a,o}")).toEqual([
      "hijo de puta",
      "hijo de puto",
      "hija de puta",
      "hija de puto",
    ]);
    expect(wordForms("merde")).toEqual(["merde"]);
  });

  it("writes text in plain letters as a child types it without accents", () => {
    expect(inPlainLetters("blöd Scheiße cabrón CRÉTIN cœur")).toBe(
      "blod Scheisse cabron CRETIN coeur",
    );
    expect(inPlainLetters("coño")).toBe("conyo");
    expect(plainSpellings("blöd")).toEqual(["blod", "bloed"]);
    expect(plainSpellings("merde")).toEqual(["merde"]);
  });

  it("pairs each softened form with its replacement of the same gender and number", () => {
    expect(softenedForms("muert{o,a}", "dormid{o,a}")).toEqual([
      ["muerto", "dormido"],
      ["muerta", "dormida"],
    ]);
    expect(() => softenedForms("zombi{,s}", "zombi{,s} simpátic{o,os}")).toThrow(/same number/);
  });

  it("softens a verb with each article that may follow it", () => {
    expect(softenedWithObjects({ matar: "fazer cócegas" }, { o: "no", a: "na" })).toEqual({
      matar: "fazer cócegas",
      "matar o": "fazer cócegas no",
      "matar a": "fazer cócegas na",
    });
  });
});
