import { describe, expect, it } from "vitest";
import { safeNextPath, signInPathFor } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path inside the app, with its query", () => {
    expect(safeNextPath("/account")).toBe("/account");
    expect(safeNextPath("/story?id=3")).toBe("/story?id=3");
  });

  it("goes home for nothing, other sites and odd paths", () => {
    for (const next of [null, undefined, "", "account", "//evil.example", "https://evil.example"]) {
      expect(safeNextPath(next)).toBe("/");
    }
    expect(safeNextPath("/\\evil.example")).toBe("/");
  });
});

describe("signInPathFor", () => {
  it("carries the path in ?next=", () => {
    expect(signInPathFor("/account")).toBe("/auth?next=%2Faccount");
  });

  it("needs no ?next= for home", () => {
    expect(signInPathFor("/")).toBe("/auth");
  });
});
