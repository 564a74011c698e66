import { describe, expect, it } from "vitest";
import { checkKidSafeText } from "../../../shared/kid-safe-text";
import { smoothStoryText, tidy } from "./builtin-text-smoother";

const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

describe("tidy", () => {
  it("fixes capitals, spaces, full stops, the word I and doubled small words", () => {
    expect(tidy("  the the dog ran fast ,and i saw him .then i'm happy")).toBe(
      "The dog ran fast, and I saw him. Then I'm happy.",
    );
  });

  it("keeps a child's meant repeats and their own punctuation", () => {
    expect(tidy("a very very big cake!")).toBe("A very very big cake!");
  });
});

describe("smoothStoryText", () => {
  const scenes = [
    "a purple dragon lived in a castle",
    "she met a little girl called Mia.",
    "the dragon and Mia flew over the forest",
    "they had a picnic with cake",
    "they went home to sleep",
  ];

  it("joins the scenes with varied openings and ends the story", () => {
    expect(smoothStoryText({ scenes })).toBe(
      [
        "Once upon a time, a purple dragon lived in a castle.",
        "Then she met a little girl called Mia.",
        "Soon the dragon and Mia flew over the forest.",
        "After that, they had a picnic with cake.",
        "Finally, they went home to sleep.",
        "The End.",
      ].join("\n\n"),
    );
  });

  it("keeps a name's capital after the joining words", () => {
    expect(smoothStoryText({ scenes: ["Mia found a cat.", "Mia and the cat played."] })).toBe(
      "Once upon a time, Mia found a cat.\n\nFinally, Mia and the cat played.\n\nThe End.",
    );
  });

  it("leaves scenes that already open with a joining word alone", () => {
    expect(
      smoothStoryText({
        scenes: ["One day a bunny woke up.", "Suddenly it saw a fox.", "The end"],
      }),
    ).toBe("One day a bunny woke up.\n\nSuddenly it saw a fox.\n\nThe end.");
  });

  it("never invents a word: only the fixed joining words are added", () => {
    const joining = new Set(
      words("once upon a time then soon after that next later finally the end"),
    );
    const smoothed = smoothStoryText({ scenes });
    const said = new Set(scenes.flatMap(words));
    expect(words(smoothed).filter((word) => !said.has(word) && !joining.has(word))).toEqual([]);
    expect(checkKidSafeText(smoothed)).toMatchObject({ ok: true, softened: false });
  });

  it("answers nothing for scenes with no words", () => {
    expect(smoothStoryText({ scenes: ["   ", ""] })).toBe("");
  });
});
