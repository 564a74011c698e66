import { describe, expect, it } from "vitest";
import { ApiError, errorFromResponse, humanMessageOf } from "./api";

function response(status: number, body: string, statusText = "Bad Request"): Response {
  return new Response(body, { status, statusText });
}

describe("errorFromResponse (spec section 8)", () => {
  it("uses '{status}: {body text}' for a plain body", async () => {
    const error = await errorFromResponse(response(500, "Server fell over", "Internal"));
    expect(error.message).toBe("500: Server fell over");
    expect(error.body).toBeNull();
  });

  it("falls back to the status text when the body is empty", async () => {
    const error = await errorFromResponse(response(404, "", "Not Found"));
    expect(error.message).toBe("404: Not Found");
  });

  it("keeps the whole JSON body as the message when it has message or details", async () => {
    const body = JSON.stringify({ title: "Trial Complete!", message: "Sign up for free!" });
    const error = await errorFromResponse(response(403, body, "Forbidden"));
    expect(error.message).toBe(body);
    expect(error.status).toBe(403);
    expect(error.body).toEqual({ title: "Trial Complete!", message: "Sign up for free!" });
  });

  it("treats JSON without message or details like text", async () => {
    const error = await errorFromResponse(response(400, '{"oops":true}'));
    expect(error.message).toBe('400: {"oops":true}');
  });
});

describe("humanMessageOf", () => {
  it("gives the server's sentence for people, not raw JSON", async () => {
    const error = await errorFromResponse(response(400, JSON.stringify({ message: "Be kind!" })));
    expect(humanMessageOf(error)).toBe("Be kind!");
  });

  it("has nothing to say for other errors", () => {
    expect(humanMessageOf(new Error("network down"))).toBeUndefined();
    expect(humanMessageOf(new ApiError(500, "Internal", "500: x", null))).toBeUndefined();
  });
});
