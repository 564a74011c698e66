import { describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api";
import { emailNotVerifiedOf } from "./email-not-verified";

const body = {
  code: "email_not_verified",
  title: "Confirm Your Email",
  message: "Please confirm your email address first.",
  email: "ada@example.com",
};

describe("emailNotVerifiedOf", () => {
  it("reads the 403 answer of an unconfirmed account", () => {
    const error = new ApiError(403, "Forbidden", JSON.stringify(body), null);
    expect(emailNotVerifiedOf(error)).toEqual(body);
  });

  it("is null for any other failure", () => {
    expect(emailNotVerifiedOf(new ApiError(401, "", JSON.stringify(body), null))).toBeNull();
    expect(emailNotVerifiedOf(new ApiError(403, "", '{"message":"No"}', null))).toBeNull();
    expect(emailNotVerifiedOf(new ApiError(403, "", "403: Forbidden", null))).toBeNull();
    expect(emailNotVerifiedOf(new Error("offline"))).toBeNull();
  });
});
