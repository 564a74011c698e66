import { describe, expect, it } from "vitest";
import {
  STORY_GUIDANCE,
  addSpokenPiece,
  isSystemSpeech,
  spokenTitle,
  tidySpokenStory,
} from "./spoken-story";

describe("tidySpokenStory", () => {
  it("capitalises, splits at the story words and ends with a full stop", () => {
    expect(tidySpokenStory("the dragon flew up high then she landed on a hill")).toBe(
      "The dragon flew up high. Then she landed on a hill.",
    );
    expect(
      tidySpokenStory("a cat was hungry but the fridge was empty suddenly a mouse came in"),
    ).toBe("A cat was hungry. But the fridge was empty. Suddenly a mouse came in.");
  });

  it("does not split where a side would be a single word", () => {
    expect(tidySpokenStory("see you later")).toBe("See you later.");
    expect(tidySpokenStory("finally they slept.")).toBe("Finally they slept.");
  });
});

describe("addSpokenPiece", () => {
  it("adds new pieces and skips a repeat of recent text", () => {
    const once = addSpokenPiece("", "a bunny hopped");
    expect(once).toBe("A bunny hopped.");
    const twice = addSpokenPiece(once, "then it ate a carrot");
    expect(twice).toBe("A bunny hopped. Then it ate a carrot.");
    expect(addSpokenPiece(twice, "then it ate a carrot")).toBe(twice);
    expect(addSpokenPiece(twice, "   ")).toBe(twice);
  });
});

describe("isSystemSpeech", () => {
  it("refuses the app's own guidance, very long text and a word said over 8 times", () => {
    expect(isSystemSpeech(STORY_GUIDANCE[1])).toBe(true);
    expect(isSystemSpeech("ok now tell me your story what happens to your characters")).toBe(true);
    expect(isSystemSpeech("a".repeat(501))).toBe(true);
    expect(isSystemSpeech(Array.from({ length: 9 }, () => "dino").join(" "))).toBe(true);
    expect(isSystemSpeech(Array.from({ length: 8 }, () => "dino").join(" "))).toBe(false);
    expect(isSystemSpeech("the little dragon found a shiny ball")).toBe(false);
  });
});

describe("spokenTitle", () => {
  it("capitalises and drops the full stop", () => {
    expect(spokenTitle("the brave bunny.")).toBe("The brave bunny");
  });
});
