import { describe, expect, it } from "vitest";
import { readDescription } from "../readers";
import type { ParsedThing } from "../../parse/parsed-description";

const read = (text: string) => readDescription(text, "fr");
const only = (text: string): ParsedThing => {
  const things = read(text).things;
  expect(things).toHaveLength(1);
  return things[0] as ParsedThing;
};

describe("the French reader", () => {
  it("reads nouns of either gender, singular and plural (chevaux, oiseaux)", () => {
    expect(only("une vache")).toMatchObject({ artwork: "cow", count: 1 });
    expect(only("trois chevaux")).toMatchObject({ word: "cheval", count: 3 });
    expect(only("des oiseaux")).toMatchObject({ word: "oiseau" });
  });

  it("reads colours after the noun, agreeing, and sizes before it", () => {
    expect(only("une voiture verte").color?.word).toBe("vert");
    expect(only("une vache violette").color?.word).toBe("violet");
    expect(only("deux chats noirs")).toMatchObject({ count: 2, color: { word: "noir" } });
    expect(only("un petit chat").scale).toBeLessThan(1);
    expect(only("un chien énorme").scale).toBeGreaterThan(1);
  });

  it("reads relation words, with the article elided (d'un, l'arbre)", () => {
    const [dog] = read("un chien à côté d'un arbre").things;
    expect(dog?.relation).toMatchObject({ kind: "near", to: { word: "arbre" } });
    const [cat] = read("un chat sous la table").things;
    expect(cat?.relation?.kind).toBe("under");
    expect(read("une fusée dans l'espace").place).toBe("space");
    expect(read("un chat la nuit").time).toBe("night");
  });

  it("reads toddler words, moi as the child and missing accents", () => {
    expect(only("ouaf ouaf").artwork).toBe("dog");
    expect(only("un toutou").artwork).toBe("dog");
    expect(only("moi").concept).toBe("me");
    expect(only("une fusee").word).toBe("fusée");
  });
});
