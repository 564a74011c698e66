import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";

/** The things drawn for what the child named, with the fill tint each is painted in. */
const drawn = (description: string) => {
  const scene = composeScene(description);
  return {
    place: scene.background.place,
    things: scene.layers
      .filter((item) => item.role !== "prop" && item.role !== "decoration")
      .map((item) => ({ artwork: item.artwork, tint: item.tint })),
  };
};

/** Red, green and blue of a "#rrggbb" tint. */
const channels = (tint: string | undefined) =>
  [1, 3, 5].map((at) => Number.parseInt((tint ?? "#000000").slice(at, at + 2), 16));

/** Which of red, green and blue a tint is: the channels at most 40 below its strongest. */
const hueOf = (tint: string | undefined): string => {
  const [red = 0, green = 0, blue = 0] = channels(tint);
  const top = Math.max(red, green, blue);
  return (["red", "green", "blue"] as const)
    .filter((_, at) => [red, green, blue][at]! >= top - 40)
    .join("+");
};

describe("a colour phrase paints the thing that colour and never adds the fruit", () => {
  it.each([
    ["a lemon yellow car", "automobile", "red+green", ["lemon"]],
    ["a cherry red bike", "bicycle", "red", ["cherries", "wood"]],
    ["a lime green dinosaur", "t-rex", "green", ["lime"]],
    ["a mint green house", "house", "green", []],
    ["a sky blue car", "automobile", "blue", []],
    ["a chocolate brown dog", "dog", "red", ["chocolate-bar"]],
    ["a rose pink dress", "dress", "red", ["rose"]],
    ["a lilac cat", "cat", "blue", ["own-bush"]],
    ["a peach coloured dress", "dress", "red", ["peach"]],
    ["a peach colored dress", "dress", "red", ["peach"]],
    ["an orange coloured balloon", "balloon", "red", ["tangerine"]],
    ["an orange cat", "cat", "red", ["tangerine"]],
    ["a car that is lemon yellow", "automobile", "red+green", ["lemon"]],
  ])("%s: one %s, painted %s, no fruit", (description, thing, hue, fruit) => {
    const { things } = drawn(description);
    expect(things.map((item) => item.artwork)).toEqual([thing]);
    expect(things[0]?.tint).toMatch(/^#[0-9a-f]{6}$/);
    expect(hueOf(things[0]?.tint)).toBe(hue);
    for (const artwork of fruit) expect(things.map((item) => item.artwork)).not.toContain(artwork);
  });

  it("lilac is a pale purple, lighter than purple", () => {
    const [red = 0, green = 0, blue = 0] = channels(drawn("a lilac cat").things[0]?.tint);
    expect(blue).toBeGreaterThan(green);
    expect(red + green + blue).toBeGreaterThan(3 * 170);
  });

  it("a sky blue thing is not drawn in the sky", () => {
    expect(drawn("a sky blue car").place).not.toBe("sky");
  });

  it.each([
    ["a lemon yellow car and a lemon", "lemon"],
    ["a cherry red bike with cherries", "cherries"],
    ["a lemon", "lemon"],
  ])("%s names the fruit itself, so it is drawn", (description, fruit) => {
    expect(drawn(description).things.map((item) => item.artwork)).toContain(fruit);
  });
});

describe("a colour that is also a thing is the thing when it colours nothing", () => {
  it.each([
    ["a lilac", "own-bush"],
    ["a lavender", "own-bush"],
  ])("%s is drawn as %s", (description, artwork) => {
    expect(drawn(description).things.map((item) => item.artwork)).toEqual([artwork]);
  });
});
