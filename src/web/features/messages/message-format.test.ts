import { describe, expect, it } from "vitest";
import { messageDateTime, personLabel, replySubject } from "./message-format";

describe("message formatting", () => {
  it("writes the date and a 12-hour time in en-US", () => {
    const text = messageDateTime("2026-05-20T15:04:00");
    expect(text).toBe("May 20, 2026 at 3:04\u00a0PM");
  });

  it("shows the username with the first name beside it, never more", () => {
    expect(personLabel({ username: "ben_k", childName: "Ben" })).toBe("ben_k (Ben)");
    expect(personLabel({ username: "ben_k", childName: "  " })).toBe("ben_k");
    expect(personLabel({ username: "ben_k", childName: null })).toBe("ben_k");
  });

  it("adds Re: once", () => {
    expect(replySubject("Hello cousin")).toBe("Re: Hello cousin");
    expect(replySubject("RE: Hello cousin ")).toBe("RE: Hello cousin");
  });
});
