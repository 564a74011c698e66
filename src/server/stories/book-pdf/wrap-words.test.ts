import { describe, expect, it } from "vitest";
import { fitWords, wrapWords } from "./wrap-words";

/** Every letter and space is one point wide per point of size. */
const measure = (text: string, size: number) => text.length * size;

describe("wrapWords and fitWords", () => {
  it("breaks lines between words", () => {
    expect(wrapWords("a big red dragon", 7, 1, measure)).toEqual(["a big", "red", "dragon"]);
  });

  it("cuts a word wider than a whole line with hyphens, so no line is wider than the page", () => {
    expect(wrapWords("an extraordinary day", 6, 1, measure)).toEqual([
      "an",
      "extr-",
      "aord-",
      "inar-",
      "y day",
    ]);
    const word = "a".repeat(1000);
    const lines = wrapWords(`The ${word} end`, 40, 1, measure);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(lines.join(" ").replaceAll("- ", "")).toBe(`The ${word} end`);
  });

  it("keeps a letter made of several code points whole", () => {
    const lines = wrapWords("🧑‍🚀🧑‍🚀🧑‍🚀🧑‍🚀", 12, 1, (text) => [...text].length);
    expect(lines.join("").replaceAll("-", "")).toBe("🧑‍🚀🧑‍🚀🧑‍🚀🧑‍🚀");
    for (const line of lines) expect(line.replace(/-$/, "")).toMatch(/^(🧑‍🚀)+$/u);
  });

  it("picks the largest size that fits the lines allowed, else the smallest", () => {
    expect(
      fitWords("a big red dragon", 32, { largest: 4, smallest: 1, maxLines: 1 }, measure),
    ).toEqual({ size: 2, lines: ["a big red dragon"] });
    expect(
      fitWords("a big red dragon", 4, { largest: 3, smallest: 1, maxLines: 1 }, measure).size,
    ).toBe(1);
  });
});
