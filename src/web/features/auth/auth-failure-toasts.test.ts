import { describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api";
import { resetFailureToast, signInFailureToast, signUpFailureToast } from "./auth-failure-toasts";

const apiError = (status: number, text: string) => new ApiError(status, "", text, null);

describe("signInFailureToast", () => {
  it("shows the server's sentence under 'Login failed'", () => {
    expect(signInFailureToast(apiError(429, '{"message":"Too many tries. Wait a bit."}'))).toEqual({
      title: "Login failed",
      description: "Too many tries. Wait a bit.",
    });
  });

  it("falls back to the spec's default", () => {
    expect(signInFailureToast(apiError(500, "500: Internal Server Error"))).toEqual({
      title: "Login failed",
      description: "Invalid username/email or password.",
    });
    expect(signInFailureToast(new TypeError("Failed to fetch")).description).toBe(
      "Invalid username/email or password.",
    );
  });
});

describe("signUpFailureToast", () => {
  it("reads JSON, or JSON after a prefix", () => {
    const taken = '{"message":"That username is already taken.","details":"username"}';
    expect(signUpFailureToast(apiError(409, taken))).toEqual({
      title: "Registration failed",
      description: "That username is already taken.",
    });
    expect(signUpFailureToast(apiError(409, `409: ${taken}`)).description).toBe(
      "That username is already taken.",
    );
  });

  it("shows raw text otherwise, and the default when there is none", () => {
    expect(signUpFailureToast(apiError(502, "502: Bad Gateway")).description).toBe(
      "502: Bad Gateway",
    );
    expect(signUpFailureToast(new TypeError("Failed to fetch")).description).toBe(
      "Failed to create account. Please try again.",
    );
  });
});

describe("resetFailureToast", () => {
  it("prefixes the reason, or says it is unknown", () => {
    expect(resetFailureToast(apiError(429, '{"message":"Too many resets."}'))).toEqual({
      title: "Password reset failed",
      description: "Could not reset password: Too many resets.",
    });
    expect(resetFailureToast(new TypeError("Failed to fetch")).description).toBe(
      "Could not reset password: Unknown error",
    );
  });
});
