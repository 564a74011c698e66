import { MESSAGE_CONTENT_MAX_LENGTH } from "@/shared/contracts/messages";
import { describe, expect, it } from "vitest";
import { composeShareText, recipientsOf, storySharedToast } from "./share-text";

describe("composeShareText", () => {
  it("puts the title over the story", () => {
    expect(composeShareText("The Bunny", " A bunny hopped. ")).toBe(
      "📖 The Bunny\n\nA bunny hopped.",
    );
  });

  it("fits a long story into one message, ending at a sentence", () => {
    const text = composeShareText("Long", "The dragon flew far away. ".repeat(200));
    expect(text.length).toBeLessThanOrEqual(MESSAGE_CONTENT_MAX_LENGTH);
    expect(text.endsWith("away.…")).toBe(true);
  });
});

describe("recipientsOf", () => {
  it("splits at commas, semicolons and lines, without repeats", () => {
    expect(recipientsOf(" ben, mia@example.com;\nsam, ben ,")).toEqual([
      "ben",
      "mia@example.com",
      "sam",
    ]);
  });
});

describe("storySharedToast", () => {
  it("says a story to a family not connected waits for a grown-up there", () => {
    expect(storySharedToast([{ to: "gran", delivery: "waiting" }])).toEqual({
      title: "Waiting for a Grown-up",
      description:
        "It waits for a grown-up at gran first: you are not connected with that family yet.",
    });
  });

  it("says sent to connected families, and which wait", () => {
    expect(
      storySharedToast([
        { to: "gran", delivery: "delivered" },
        { to: "ada", delivery: "waiting" },
        { to: "ben", delivery: "waiting" },
      ]),
    ).toEqual({
      title: "Story Shared!",
      description:
        "Your story was sent to gran. It waits for a grown-up at ada, ben first: you are not connected with those families yet.",
    });
    expect(storySharedToast([{ to: "gran", delivery: "delivered" }]).description).toBe(
      "Your story was sent to gran.",
    );
  });
});
