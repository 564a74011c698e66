import { describe, expect, it } from "vitest";
import { fitWords, wrapWords } from "./wrap-words";

/** Every letter and space is one point wide per point of size. */
const measure = (text: string, size: number) => text.length * size;

describe("wrapWords and fitWords", () => {
  it("breaks lines between words, never inside one", () => {
    expect(wrapWords("a big red dragon", 7, 1, measure)).toEqual(["a big", "red", "dragon"]);
    expect(wrapWords("extraordinary day", 5, 1, measure)).toEqual(["extraordinary", "day"]);
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
