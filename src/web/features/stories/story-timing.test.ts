import { describe, expect, it } from "vitest";
import { estimateStorySeconds, storyProgress } from "./story-timing";

const three = "A cat sat on a mat. A dog ran to the park. They played all day long.";

describe("estimateStorySeconds", () => {
  it("is sentences clamped to 2–8, times 8 s, plus 5 s", () => {
    expect(estimateStorySeconds("One little sentence.")).toBe(21);
    expect(estimateStorySeconds(three)).toBe(29);
    expect(estimateStorySeconds("A b. ".repeat(20))).toBe(69);
  });
});

describe("storyProgress", () => {
  it("counts pictures and seconds down, and completes when the story arrives", () => {
    expect(storyProgress(three, 0, false)).toEqual({
      picture: 1,
      pictures: 3,
      secondsLeft: 29,
      percent: 0,
    });
    expect(storyProgress(three, 10_000, false)).toMatchObject({ picture: 2, secondsLeft: 19 });
    expect(storyProgress(three, 60_000, false).secondsLeft).toBeGreaterThan(0);
    expect(storyProgress(three, 500, true)).toEqual({
      picture: 3,
      pictures: 3,
      secondsLeft: 0,
      percent: 100,
    });
  });
});

describe("storyProgress with the server's measured time per scene", () => {
  it("estimates from how long stories really take here, not the spec's 8 s a sentence", () => {
    // Three scenes of 700 ms, with half again for a slower one: 3.15 s, shown as 4 seconds.
    expect(storyProgress(three, 0, false, 700)).toEqual({
      picture: 1,
      pictures: 3,
      secondsLeft: 4,
      percent: 0,
    });
    expect(storyProgress(three, 2_100, false, 700)).toMatchObject({ picture: 3, secondsLeft: 2 });
  });
});
