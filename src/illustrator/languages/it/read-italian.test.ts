import { describe, expect, it } from "vitest";
import { readDescription } from "../readers";
import type { ParsedThing } from "../../parse/parsed-description";

const read = (text: string) => readDescription(text, "it");
const only = (text: string): ParsedThing => {
  const things = read(text).things;
  expect(things).toHaveLength(1);
  return things[0] as ParsedThing;
};

describe("the Italian reader", () => {
  it("reads nouns of either gender, singular and plural (gatti, cani, mucche)", () => {
    expect(only("tre gatti")).toMatchObject({ word: "gatto", count: 3 });
    expect(only("due cani")).toMatchObject({ artwork: "dog", count: 2 });
    expect(only("le mucche")).toMatchObject({ artwork: "cow", count: 3 });
    expect(only("cinque stelle").count).toBe(5);
  });

  it("reads colours after the noun, agreeing, and 'è' typed as 'e'", () => {
    expect(only("una casa gialla").color?.word).toBe("giallo");
    expect(only("due gatti neri")).toMatchObject({ count: 2, color: { word: "nero" } });
    expect(only("il cane è rosso").color?.word).toBe("rosso");
    expect(only("il cane e rosso").color?.word).toBe("rosso");
    expect(read("un cane rosso e un gatto").things).toHaveLength(2);
  });

  it("reads the relation words with their articles (sull', nella, accanto al)", () => {
    const [cat] = read("un gatto sotto il tavolo").things;
    expect(cat?.relation).toMatchObject({ kind: "under", to: { word: "tavolo" } });
    const [dog] = read("un cane accanto a un albero").things;
    expect(dog?.relation?.kind).toBe("near");
    expect(read("un astronauta sulla luna").place).toBe("moon");
    expect(read("un cane al mare").place).toBe("beach");
  });

  it("reads toddler words, diminutives, io as the child and missing accents", () => {
    expect(only("bau bau").artwork).toBe("dog");
    expect(only("la pallina").word).toBe("palla");
    expect(only("una macchinina rossa")).toMatchObject({
      word: "macchina",
      color: { word: "rosso" },
    });
    expect(only("io").concept).toBe("me");
    expect(only("il papa").concept).toBe("daddy");
  });
});
