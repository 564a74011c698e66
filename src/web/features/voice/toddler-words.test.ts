import { describe, expect, it } from "vitest";
import { mapToddlerWords } from "./toddler-words";

describe("mapToddlerWords", () => {
  it.each([
    ["a wabbit", "a rabbit"],
    ["a big dinosaw", "a big dinosaur"],
    ["pwincess with fwowers", "princess with flowers"],
    ["a ewephant eating a nana", "a elephant eating a banana"],
    ["a wittle tigew", "a little tiger"],
    ["a bwue twain", "a blue train"],
    ["Wabbit", "rabbit"],
  ])("%s → %s", (spoken, standard) => {
    expect(mapToddlerWords(spoken)).toBe(standard);
  });

  it("keeps baby words the illustrator understands", () => {
    const text = "a doggy a kitty a bunny a horsie a birdie a choo choo and a moo cow";
    expect(mapToddlerWords(text)).toBe(text);
  });

  it("changes whole words only", () => {
    expect(mapToddlerWords("bananas and a nanny")).toBe("bananas and a nanny");
    expect(mapToddlerWords("nanas")).toBe("bananas");
  });
});
