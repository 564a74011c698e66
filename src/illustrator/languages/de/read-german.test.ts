import { describe, expect, it } from "vitest";
import { readDescription } from "../readers";
import type { ParsedThing } from "../../parse/parsed-description";

const read = (text: string) => readDescription(text, "de");
const only = (text: string): ParsedThing => {
  const things = read(text).things;
  expect(things).toHaveLength(1);
  return things[0] as ParsedThing;
};

describe("the German reader", () => {
  it("reads plurals by ending and by umlaut alone", () => {
    expect(only("zwei Hunde")).toMatchObject({ word: "hund", count: 2 });
    expect(only("drei Katzen")).toMatchObject({ artwork: "cat", count: 3 });
    expect(only("Vögel").count).toBe(3);
    expect(only("drei Mäuse")).toMatchObject({ word: "maus", count: 3 });
  });

  it("reads colours before the noun with their endings (zwei grüne Äpfel)", () => {
    expect(only("zwei grüne Äpfel")).toMatchObject({ count: 2, color: { word: "grün" } });
    expect(only("ein roter Hund").color?.word).toBe("rot");
    expect(only("ein weißes Pferd").color?.word).toBe("weiß");
    expect(only("der Hund ist rot").color?.word).toBe("rot");
    expect(only("ein riesiger Elefant").scale).toBeGreaterThan(1);
  });

  it("reads the relation words and number words", () => {
    const [cat] = read("eine Katze unter dem Tisch").things;
    expect(cat?.relation).toMatchObject({ kind: "under", to: { word: "tisch" } });
    const [dog] = read("ein Hund neben einem Baum").things;
    expect(dog?.relation?.kind).toBe("near");
    expect(only("fünf Sterne").count).toBe(5);
    expect(read("ein Hund am Strand").place).toBe("beach");
  });

  it("reads compounds, diminutives, toddler words, ich as the child and umlauts typed plain", () => {
    expect(only("ein Feuerwehrauto").artwork).toBe(only("ein Tatütata").artwork);
    expect(only("ein Spielzeugauto").word).toBe("auto");
    expect(only("ein Kätzchen").word).toBe("katze");
    expect(only("wauwau").artwork).toBe("dog");
    expect(only("ich").concept).toBe("me");
    expect(only("ein Loewe").artwork).toBe(only("ein Löwe").artwork);
    expect(only("ein Teddybaer").word).toBe("teddybär");
  });
});
