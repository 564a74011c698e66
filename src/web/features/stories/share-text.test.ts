import { MESSAGE_CONTENT_MAX_LENGTH } from "@/shared/contracts/messages";
import { describe, expect, it } from "vitest";
import { composeShareText, recipientsOf } from "./share-text";

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
