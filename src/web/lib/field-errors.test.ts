import { ZRegisterBody } from "@/shared/contracts/auth";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";

describe("fieldErrorsOf", () => {
  it("gives the spec's sign-up messages, one per field", () => {
    const result = ZRegisterBody.safeParse({
      firstName: "Ada",
      username: "ada",
      email: "not-an-email",
      password: "123",
      confirmPassword: "1234",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords don't match",
    });
  });

  it("reports a mismatch on confirmPassword once every field is valid", () => {
    const result = ZRegisterBody.safeParse({
      firstName: "Ada",
      username: "ada",
      email: "ada@example.com",
      password: "secret1",
      confirmPassword: "secret2",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it("asks to confirm an empty confirmation", () => {
    const result = ZRegisterBody.safeParse({
      firstName: "Ada",
      username: "ada",
      email: "ada@example.com",
      password: "secret1",
      confirmPassword: "",
    });
    if (result.success) throw new Error("expected a failure");
    expect(fieldErrorsOf(result.error).confirmPassword).toBe("Please confirm your password");
  });
});
