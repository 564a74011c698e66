import { describe, expect, it } from "vitest";
import { readDescription } from "../readers";
import { composeScene } from "../../scene/compose-scene";
import type { ParsedThing } from "../../parse/parsed-description";

const read = (text: string) => readDescription(text, "es");
const only = (text: string): ParsedThing => {
  const things = read(text).things;
  expect(things).toHaveLength(1);
  return things[0] as ParsedThing;
};

describe("the Spanish reader", () => {
  it("reads nouns of either gender, singular and plural", () => {
    expect(only("un perro")).toMatchObject({ artwork: "dog", count: 1, word: "perro" });
    expect(only("una vaca")).toMatchObject({ artwork: "cow", count: 1 });
    expect(only("los perros")).toMatchObject({ artwork: "dog", count: 3 });
    expect(only("dos peces").count).toBe(2);
    expect(only("tres leones")).toMatchObject({ word: "león", count: 3 });
  });

  it("reads colours after the noun, agreeing in gender and number", () => {
    expect(only("un perro rojo").color?.word).toBe("rojo");
    expect(only("una casa roja").color?.word).toBe("rojo");
    expect(only("dos gatos negros")).toMatchObject({ count: 2, color: { word: "negro" } });
    expect(only("unas flores amarillas").color?.word).toBe("amarillo");
    expect(only("el perro es azul").color?.word).toBe("azul");
  });

  it("reads sizes after the noun", () => {
    expect(only("un elefante pequeño").scale).toBeLessThan(1);
    expect(only("una jirafa enorme").scale).toBeGreaterThan(1);
  });

  it("reads number words and digits", () => {
    expect(only("cinco estrellas").count).toBe(5);
    expect(only("2 perros").count).toBe(2);
    expect(only("muchas estrellas").isMany).toBe(true);
  });

  it("reads the relation words and what they join", () => {
    const [cat] = read("un gato debajo de la mesa").things;
    expect(cat?.relation).toMatchObject({ kind: "under", to: { word: "mesa" } });
    const [dog] = read("un perro al lado de un árbol").things;
    expect(dog?.relation?.kind).toBe("near");
    const [flower] = read("una flor entre un gato y un perro").things;
    expect(flower?.relation).toMatchObject({ kind: "between", and: { artwork: "dog" } });
    const [rabbit] = read("un conejo detrás de un árbol").things;
    expect(rabbit?.relation?.kind).toBe("behind");
  });

  it("reads places, the time of day and the weather", () => {
    expect(read("un perro en la playa")).toMatchObject({ place: "beach" });
    expect(read("un gato de noche")).toMatchObject({ time: "night" });
    expect(read("un perro bajo la lluvia").weather).toEqual(["rain"]);
    // "la luna" alone is the moon drawn; "en la luna" is where it all is.
    expect(only("la luna").artwork).toBe("crescent-moon");
    expect(read("un astronauta en la luna").place).toBe("moon");
  });

  it("reads actions and what they are done to", () => {
    const [monkey] = read("un mono come un plátano").things;
    expect(monkey).toMatchObject({ action: "eat", target: { artwork: "banana" } });
    expect(only("el gato duerme").action).toBe("sleep");
  });

  it("reads people as the character kit's people, and yo as the child", () => {
    const [mommy, me] = read("mamá y yo").things;
    expect(mommy?.person?.role).toMatchObject({ age: "adult" });
    expect(me?.category).toBe("people");
    expect(only("mi abuela").person).toBeDefined();
  });

  it("reads toddler words and diminutives", () => {
    expect(only("guau guau").artwork).toBe("dog");
    expect(only("miau").artwork).toBe("cat");
    expect(only("un perrito").artwork).toBe("dog");
    expect(only("un pececito").word).toBe("pez");
    expect(only("la tete").artwork).toBe("baby-bottle");
  });

  it("reads words typed without their accents", () => {
    expect(only("un arbol").word).toBe("árbol");
    expect(only("un leon").artwork).toBe(only("un león").artwork);
    expect(only("un pinguino").artwork).toBe("penguin");
  });

  it("finds things no hand-written table names by their CLDR names", () => {
    expect(only("un acordeón").artwork).toBe("accordion");
  });

  it("leaves English to the English reader", () => {
    expect(readDescription("a red dog").things[0]).toMatchObject({ artwork: "dog" });
  });
});

describe("a Spanish picture's labels", () => {
  it("name the thing in the child's words, the colour after the noun", () => {
    const scene = composeScene("un perro rojo", { language: "es" });
    expect(scene.layers.map((item) => item.label)).toContain("perro rojo");
  });
});
