import { describe, expect, it } from "vitest";
import { NOT_FOR_CHILDREN } from "../artwork/catalog";
import { parseDescription } from "./parse-description";

const things = (description: string) =>
  parseDescription(description).things.map((thing) => ({
    word: thing.word,
    count: thing.count,
    ...(thing.color ? { color: thing.color.word } : {}),
    ...(thing.scale !== 1 ? { scale: thing.scale } : {}),
    ...(thing.action ? { action: thing.action } : {}),
    ...(thing.target ? { target: thing.target.word } : {}),
  }));

describe("parseDescription", () => {
  it("finds nouns, including compound names", () => {
    expect(
      things("ice cream, a fire truck, a teddy bear, a hot air balloon and a polar bear"),
    ).toEqual([
      { word: "ice cream", count: 1 },
      { word: "fire truck", count: 1 },
      { word: "teddy bear", count: 1 },
      { word: "hot air balloon", count: 1 },
      { word: "polar bear", count: 1 },
    ]);
  });

  it("understands baby words and synonyms", () => {
    const words = [
      "doggy",
      "kitty",
      "bunny",
      "horsie",
      "choo choo",
      "birdie",
      "moo cow",
      "mummy",
    ].map((word) => parseDescription(word).things[0]?.word);
    expect(words).toEqual(["dog", "cat", "rabbit", "horse", "train", "bird", "cow", "mommy"]);
  });

  it.each([
    ["a paper boat", "boat"],
    ["a paper plane", "airplane"],
    ["a hot dog", "hot dog"],
    ["a chocolate cake", "cake"],
    ["a toy car", "car"],
    ["a glass of milk", "milk"],
    ["a cup of tea", "tea"],
    ["a cardboard box", "box"],
    ["a jelly fish", "jellyfish"],
    ["a rain bow", "rainbow"],
    ["a fish bowl", "fish"],
    ["a water slide", "slide"],
    ["a sandcastle", "sandcastle"],
    ["a gingerbread man", "cookie"],
    ["a football game", "ball"],
    ["a pumpkin", "pumpkin"],
  ])("draws %s as one thing, not a drawing for each word", (description, word) => {
    expect(things(description)).toEqual([{ word, count: 1 }]);
  });

  it("draws what is in or on the water afloat on the place's water, not on a drop of it", () => {
    expect(things("a dog in the water")).toEqual([{ word: "dog", count: 1, action: "swim" }]);
    expect(things("a sailboat on the water")).toEqual([{ word: "boat", count: 1, action: "swim" }]);
  });

  it("never picks drink, smoking, weapons, death or the undead for a child's word", () => {
    const drawn = [
      "a glass",
      "a beer",
      "a knife",
      "a cigarette",
      "a zombie",
      "a vampire",
      "a coffin",
      "a pumpkin at halloween",
    ].flatMap((description) => parseDescription(description).things.map((t) => t.artwork));
    expect(drawn.filter((artwork) => NOT_FOR_CHILDREN.has(artwork))).toEqual([]);
    expect(drawn).toContain("bat");
  });

  it("counts: numbers, digits, plurals and lots", () => {
    expect(things("three ducks")).toEqual([{ word: "duck", count: 3 }]);
    expect(things("2 puppies")).toEqual([{ word: "puppy", count: 2 }]);
    expect(things("butterflies")).toEqual([{ word: "butterfly", count: 3 }]);
    expect(parseDescription("lots of stars").things[0]).toMatchObject({
      word: "star",
      isMany: true,
    });
    expect(things("a hundred mice")[0]?.count).toBe(12);
  });

  it("tints with colours and scales with sizes", () => {
    expect(things("a purple elephant and a tiny green frog")).toEqual([
      { word: "elephant", count: 1, color: "purple" },
      { word: "frog", count: 1, color: "green", scale: 0.5 },
    ]);
    expect(things("a giant dinosaur")).toEqual([{ word: "dinosaur", count: 1, scale: 1.45 }]);
  });

  it("reads places and time of day", () => {
    expect(parseDescription("a cat on the moon")).toMatchObject({ place: "moon" });
    expect(parseDescription("fish under the sea")).toMatchObject({ place: "ocean" });
    expect(parseDescription("a fire truck in the city at night")).toMatchObject({
      place: "city",
      time: "night",
    });
    expect(parseDescription("a friendly dragon in a flower garden")).toMatchObject({
      place: "garden",
      moods: ["happy"],
    });
  });

  it("attaches actions and their targets", () => {
    expect(things("a dinosaur riding a bike")).toEqual([
      { word: "dinosaur", count: 1, action: "ride", target: "bike" },
    ]);
    expect(things("a purple elephant eating ice cream")).toEqual([
      { word: "elephant", count: 1, color: "purple", action: "eat", target: "ice cream" },
    ]);
    expect(things("sleeping puppy")).toEqual([{ word: "puppy", count: 1, action: "sleep" }]);
    expect(things("three ducks swimming")).toEqual([{ word: "duck", count: 3, action: "swim" }]);
  });

  it("attaches wings and crowns to their owner", () => {
    const cat = parseDescription("a magical cat with rainbow wings").things[0];
    expect(cat?.accessories.map((thing) => [thing.word, thing.color?.word])).toEqual([
      ["wing", "rainbow"],
    ]);
  });

  it("finds artwork for words outside its own lists, and skips nonsense", () => {
    expect(things("a violin")).toEqual([{ word: "violin", count: 1 }]);
    expect(parseDescription("asdfgh the")).toMatchObject({ things: [], unknownWords: ["asdfgh"] });
  });

  it("puts what is worn on its wearer, the thing named", () => {
    const whale = parseDescription("a big blue whale wearing a party hat");
    expect(whale.things.map((thing) => thing.word)).toEqual(["whale"]);
    expect(whale.place).toBeUndefined();
    expect(whale.things[0]?.accessories.map((thing) => [thing.word, thing.wornOn])).toEqual([
      ["party hat", "head"],
    ]);
    const penguin = parseDescription("a penguin wearing a scarf and a red hat").things[0];
    expect(penguin?.accessories.map((thing) => thing.word)).toEqual(["scarf", "hat"]);
    expect(things("a cat in a hat")).toEqual([{ word: "cat", count: 1 }]);
  });

  it("seats things on or in what they sit on", () => {
    expect(parseDescription("a caterpillar on a leaf").things[0]?.perch?.word).toBe("leaf");
    expect(parseDescription("a cat sleeping on a bed").things[0]).toMatchObject({
      action: "sleep",
      perch: { word: "bed" },
    });
    expect(parseDescription("a dog in a car").things[0]?.perch?.word).toBe("car");
    expect(things("a girl with a balloon")).toEqual([
      { word: "girl", count: 1, action: "hold", target: "balloon" },
    ]);
    expect(things("a tent with a campfire")).toEqual([
      { word: "tent", count: 1 },
      { word: "campfire", count: 1 },
    ]);
  });

  it("never draws a verb it does not know, nor glues a colour to it", () => {
    const bath = parseDescription("a green alligator taking a bath");
    expect(bath.things.map((thing) => [thing.word, thing.color?.word])).toEqual([
      ["alligator", "green"],
    ]);
    expect(bath.things[0]?.perch?.word).toBe("bath");
    expect(bath.unknownWords).toEqual(["taking"]);
    const unknown = parseDescription("a green zorb taking a bath");
    expect(unknown.things.map((thing) => [thing.word, thing.color?.word])).toEqual([
      ["bath", undefined],
    ]);
    expect(things("a dog chasing a ball")).toEqual([
      { word: "dog", count: 1, action: "hold", target: "ball" },
    ]);
  });
});
