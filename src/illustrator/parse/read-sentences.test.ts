import { describe, expect, it } from "vitest";
import { parseDescription } from "./parse-description";

const things = (description: string) =>
  parseDescription(description).things.map((thing) =>
    [thing.color?.word, thing.word, thing.count > 1 ? `x${thing.count}` : undefined]
      .filter(Boolean)
      .join(" "),
  );

describe("reading whole sentences", () => {
  it("binds a colour said after 'is' to the thing talked about, through pronouns and 'the'", () => {
    expect(things("a cat who lives in a house and she is orange")).toEqual(["orange cat"]);
    expect(things("um so there is a dog and the dog is blue and he has a red ball")).toEqual([
      "blue dog",
      "red ball",
    ]);
    expect(things("a car that is red and a truck that is blue")).toEqual(["red car", "blue truck"]);
    expect(things("two birds and they are blue")).toEqual(["blue bird x2"]);
  });

  it("never draws a verb, an adverb or a part of something as a thing of its own", () => {
    expect(things("a monkey again")).toEqual(["monkey"]);
    expect(things("a horse with a sore leg")).toEqual(["horse"]);
    expect(things("an alien with three eyes")).toEqual(["alien"]);
    expect(things("a tooth")).toEqual(["tooth"]);
  });

  it("shows an action by what it is done with", () => {
    const bear = parseDescription("a bear brushing its teeth").things;
    expect(bear.map((thing) => [thing.word, thing.action, thing.target?.word])).toEqual([
      ["bear", "brush", "toothbrush"],
    ]);
    expect(parseDescription("a man fishing").things[0]?.target?.word).toBe("fishing rod");
    expect(parseDescription("a dog painting").things[0]?.target?.word).toBe("paint palette");
    const kite = parseDescription("a girl flying a kite").things[0];
    expect([kite?.action, kite?.target?.word]).toEqual(["hold", "kite"]);
  });

  it("understands toddler speech: baby pronunciations, words said twice, animal sounds", () => {
    expect(things("a big efalant")).toEqual(["elephant"]);
    expect(things("lellow ducky")).toEqual(["yellow duck"]);
    expect(things("doggy go swimmin")).toEqual(["dog"]);
    expect(parseDescription("doggy go swimmin").things[0]?.action).toBe("swim");
    expect(things("moo moo")).toEqual(["cow"]);
    expect(things("baa baa sheep")).toEqual(["sheep"]);
    expect(things("a tiger rawr")).toEqual(["tiger"]);
    expect(things("a penguin")).toEqual(["penguin"]);
  });

  it("reads where things are against each other", () => {
    const [cat, table] = parseDescription("a cat under the table").things;
    expect(cat?.relation).toEqual({ kind: "under", to: table });
    const bird = parseDescription("a big tree and there is a bird in the tree").things;
    expect(bird.map((thing) => [thing.word, thing.perch?.word])).toEqual([["bird", "tree"]]);
  });
});
