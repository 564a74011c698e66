import { describe, expect, it } from "vitest";
import { picturesLeftText } from "./monthly-pictures-box";

describe("picturesLeftText", () => {
  const november = new Date("2026-11-23T12:00:00Z");

  it("says how many pictures are left this month", () => {
    expect(picturesLeftText(0, 5, november)).toBe("You have 5 pictures left this month.");
    expect(picturesLeftText(4, 5, november)).toBe("You have 1 picture left this month.");
  });

  it("at the limit, says when more arrive (the first of the next UTC month)", () => {
    expect(picturesLeftText(5, 5, november)).toBe(
      "You've made all 5 pictures for this month. More arrive on December 1!",
    );
    expect(picturesLeftText(7, 5, new Date("2026-12-31T23:59:00Z"))).toMatch(/January 1!$/);
  });
});
