import { describe, expect, it } from "vitest";
import { readDescription } from "../readers";
import type { ParsedThing } from "../../parse/parsed-description";

const read = (text: string) => readDescription(text, "pt");
const only = (text: string): ParsedThing => {
  const things = read(text).things;
  expect(things).toHaveLength(1);
  return things[0] as ParsedThing;
};

describe("the Portuguese reader", () => {
  it("reads nouns of either gender, singular and plural (leões, cães, pinguins)", () => {
    expect(only("uma vaca")).toMatchObject({ artwork: "cow", count: 1 });
    expect(only("três leões")).toMatchObject({ word: "leão", count: 3 });
    expect(only("dois cães")).toMatchObject({ artwork: "dog", count: 2 });
    expect(only("os pinguins")).toMatchObject({ artwork: "penguin", count: 3 });
  });

  it("reads colours after the noun, agreeing, and 'é' apart from 'e'", () => {
    expect(only("uma casa amarela").color?.word).toBe("amarelo");
    expect(only("três balões azuis")).toMatchObject({ count: 3, color: { word: "azul" } });
    expect(only("o cachorro é vermelho").color?.word).toBe("vermelho");
  });

  it("reads the relation words with their contractions", () => {
    const [cat] = read("um gato embaixo da mesa").things;
    expect(cat?.relation).toMatchObject({ kind: "under", to: { word: "mesa" } });
    const [dog] = read("um cachorro na frente de um carro").things;
    expect(dog?.relation?.kind).toBe("front");
    expect(read("um cachorro na praia").place).toBe("beach");
  });

  it("reads toddler words, diminutives, eu as the child and missing accents", () => {
    expect(only("au au").artwork).toBe("dog");
    expect(only("um cachorrinho").artwork).toBe("dog");
    expect(only("a bolinha").word).toBe("bola");
    expect(only("eu").concept).toBe("me");
    expect(only("um leao").word).toBe("leão");
  });
});
