import { describe, expect, it } from "vitest";
import { storyExcerpt, storyPageFileName, wrapLines } from "./story-page-layout";

describe("storyPageFileName", () => {
  it("is the sanitised lower-case title and the page number", () => {
    expect(storyPageFileName("The Brave Bunny!", 1)).toBe("the-brave-bunny-page-1.png");
    expect(storyPageFileName("  Über café 🦕 ", 3)).toBe("uber-cafe-page-3.png");
    expect(storyPageFileName("🦕🦕", 2)).toBe("my-story-page-2.png");
  });
});

describe("storyExcerpt", () => {
  it("keeps 200 characters at most, cut at a word", () => {
    expect(storyExcerpt("A short story.")).toBe("A short story.");
    const long = "The little dragon flew far away. ".repeat(10);
    const excerpt = storyExcerpt(long);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
  });
});

describe("wrapLines", () => {
  const measure = (line: string) => line.length * 10;
  it("wraps by width and stops at the line limit with an ellipsis", () => {
    expect(wrapLines("one two three four", 100, 8, measure)).toEqual(["one two", "three four"]);
    expect(wrapLines("aa bb cc dd ee ff", 50, 2, measure)).toEqual(["aa bb", "cc dd…"]);
  });
});
