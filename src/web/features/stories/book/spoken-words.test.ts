import { describe, expect, it } from "vitest";
import { wordIndexAt, wordsOf } from "./spoken-words";

describe("wordsOf and wordIndexAt", () => {
  const words = wordsOf("The purple  dragon flew.");

  it("splits the page's text into words with where each starts", () => {
    expect(words).toEqual([
      { text: "The", start: 0 },
      { text: "purple", start: 4 },
      { text: "dragon", start: 12 },
      { text: "flew.", start: 19 },
    ]);
  });

  it("finds the word a voice's boundary points at, or the space before it", () => {
    expect(wordIndexAt(words, 0)).toBe(0);
    expect(wordIndexAt(words, 4)).toBe(1);
    expect(wordIndexAt(words, 7)).toBe(1);
    expect(wordIndexAt(words, 11)).toBe(1);
    expect(wordIndexAt(words, 12)).toBe(2);
    expect(wordIndexAt(words, 23)).toBe(3);
  });

  it("has no word for an empty page or a negative index", () => {
    expect(wordIndexAt([], 3)).toBeNull();
    expect(wordIndexAt(words, -1)).toBeNull();
  });
});
