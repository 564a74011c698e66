import { describe, expect, it } from "vitest";
import { drawingOfWord } from "../../../bench/understanding/check-word";
import { PICTURE_WORDS, TODDLER_WORDS } from "../../../bench/understanding/toddler-words";

describe("a small child's words", () => {
  it("draws every concrete noun of the toddler word lists as itself or a named near thing", () => {
    const notDrawn = TODDLER_WORDS.filter((word) => drawingOfWord(word) !== "itself");
    expect(notDrawn).toEqual([]);
  });

  it("never draws the mascot for a playground, farm, seaside, castle or zoo thing", () => {
    const mascots = PICTURE_WORDS.filter((word) => drawingOfWord(word) === "mascot");
    expect(mascots.length).toBeLessThanOrEqual(5);
  });
});
