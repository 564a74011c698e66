import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { errorTextOf, messageInErrorText } from "./error-text";

describe("messageInErrorText (spec section 8)", () => {
  it("reads message from a JSON body, keeping a title", () => {
    expect(messageInErrorText('{"message":"That username is already taken."}')).toEqual({
      message: "That username is already taken.",
    });
    expect(messageInErrorText('{"title":"Confirm Your Email","message":"Open the link."}')).toEqual(
      { title: "Confirm Your Email", message: "Open the link." },
    );
  });

  it("reads JSON after a prefix and a colon", () => {
    expect(messageInErrorText('409: {"message":"Email taken","details":"email"}')).toEqual({
      message: "Email taken",
    });
    expect(messageInErrorText('Error: {"details":"Only details here"}')).toEqual({
      message: "Only details here",
    });
  });

  it("gives null for plain text, JSON without a message, and empty text", () => {
    expect(messageInErrorText("500: Internal Server Error")).toBeNull();
    expect(messageInErrorText('400: {"oops":true}')).toBeNull();
    expect(messageInErrorText('{"message":""}')).toBeNull();
    expect(messageInErrorText("")).toBeNull();
    expect(messageInErrorText("[1,2]")).toBeNull();
  });
});

describe("errorTextOf", () => {
  it("is the API error's message, and empty for anything else", () => {
    expect(errorTextOf(new ApiError(400, "Bad Request", '{"message":"No"}', null))).toBe(
      '{"message":"No"}',
    );
    expect(errorTextOf(new TypeError("Failed to fetch"))).toBe("");
  });
});
