import { describe, expect, it } from "vitest";
import { keywordsOf } from "./words";

describe("keywordsOf", () => {
  it("sorts known words by category then word", () => {
    expect(keywordsOf("a purple elephant eating ice cream on the moon")).toEqual([
      { word: "elephant", category: "animals" },
      { word: "moon", category: "places" },
      { word: "ice cream", category: "objects" },
      { word: "purple", category: "colors" },
      { word: "eating", category: "actions" },
    ]);
  });

  it("understands baby words, plurals and numbers", () => {
    expect(keywordsOf("three doggies and a kitty")).toEqual([
      { word: "cat", category: "animals" },
      { word: "dog", category: "animals" },
      { word: "three", category: "numbers" },
    ]);
  });

  it("lists each word once and ignores words it does not know", () => {
    expect(keywordsOf("happy happy bunny asdfgh")).toEqual([
      { word: "rabbit", category: "animals" },
      { word: "happy", category: "descriptive" },
    ]);
    expect(keywordsOf("")).toEqual([]);
  });

  it("reads people, places and sizes", () => {
    expect(keywordsOf("my mommy and me at the beach with a tiny crab")).toEqual([
      { word: "crab", category: "animals" },
      { word: "me", category: "people" },
      { word: "mommy", category: "people" },
      { word: "beach", category: "places" },
      { word: "tiny", category: "descriptive" },
    ]);
  });
});
