import { describe, expect, it } from "vitest";
import { ApiError, NO_CONNECTION_MESSAGE, SERVER_TROUBLE_MESSAGE } from "@/web/lib/api";
import { resetFailureToast, signInFailureToast, signUpFailureToast } from "./auth-failure-toasts";

const apiError = (status: number, text: string) => new ApiError(status, "", text, null);

describe("signInFailureToast", () => {
  it("shows the server's sentence under 'Login failed'", () => {
    expect(signInFailureToast(apiError(429, '{"message":"Too many tries. Wait a bit."}'))).toEqual({
      title: "Login failed",
      description: "Too many tries. Wait a bit.",
    });
  });

  it("falls back to the spec's default, and never blames the password for no answer", () => {
    expect(signInFailureToast(apiError(401, "401: Unauthorized"))).toEqual({
      title: "Login failed",
      description: "Invalid username/email or password.",
    });
    expect(signInFailureToast(apiError(500, "500: Internal Server Error")).description).toBe(
      SERVER_TROUBLE_MESSAGE,
    );
    expect(signInFailureToast(new TypeError("Failed to fetch")).description).toBe(
      NO_CONNECTION_MESSAGE,
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

  it("shows a 4xx's raw text, and kind words for a resting server or no answer", () => {
    expect(signUpFailureToast(apiError(413, "413: Payload Too Large")).description).toBe(
      "413: Payload Too Large",
    );
    expect(signUpFailureToast(apiError(502, "502: Bad Gateway")).description).toBe(
      SERVER_TROUBLE_MESSAGE,
    );
    expect(signUpFailureToast(new TypeError("Failed to fetch")).description).toBe(
      NO_CONNECTION_MESSAGE,
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
      `Could not reset password: ${NO_CONNECTION_MESSAGE}`,
    );
  });
});
