import { describe, expect, it } from "vitest";
import { senderFor } from "./mail-provider";

describe("senderFor", () => {
  it("keeps the configured sender when the mail names no one", () => {
    expect(senderFor('"Doodle Dino" <cards@doodle.example.org>', undefined)).toBe(
      '"Doodle Dino" <cards@doodle.example.org>',
    );
  });

  it("puts the child's name before the app's, on the app's own address", () => {
    expect(senderFor('"Doodle Dino" <cards@doodle.example.org>', "Mia")).toEqual({
      name: "Mia via Doodle Dino",
      address: "cards@doodle.example.org",
    });
    expect(senderFor("Dino Mail <hello@example.org>", "Leo")).toEqual({
      name: "Leo via Dino Mail",
      address: "hello@example.org",
    });
    expect(senderFor("cards@example.org", "Zoe")).toEqual({
      name: "Zoe via Doodle Dino",
      address: "cards@example.org",
    });
  });
});
