import { describe, expect, it } from "vitest";
import { clampLines, wrapText } from "./wrap-text";

/** Every character is 10 units wide. */
const measure = (text: string) => text.length * 10;

describe("wrapText", () => {
  it("breaks at spaces and keeps the writer's line breaks", () => {
    expect(wrapText("Hi Grandma! I drew you a dino.", 120, measure)).toEqual([
      "Hi Grandma!",
      "I drew you a",
      "dino.",
    ]);
    expect(wrapText("Hello!\nLove,\n\nLily", 200, measure)).toEqual([
      "Hello!",
      "Love,",
      "",
      "Lily",
    ]);
  });

  it("breaks a word only when it alone is too wide", () => {
    expect(wrapText("aaaaaaaaaaaa bb", 50, measure)).toEqual(["aaaaa", "aaaaa", "aa bb"]);
  });

  it("clamps to a number of lines with an ellipsis that fits", () => {
    expect(clampLines(["one two", "three four", "five"], 2, 100, measure)).toEqual([
      "one two",
      "three fou…",
    ]);
    expect(clampLines(["short"], 2, 100, measure)).toEqual(["short"]);
  });
});
