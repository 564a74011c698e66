import { describe, expect, it } from "vitest";
import { afterEach, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  apiRequest,
  checkedByServer,
  getJson,
  requestJson,
  errorFromResponse,
  friendlyMessageOf,
  humanMessageOf,
  NO_CONNECTION_MESSAGE,
  NoConnectionError,
  SERVER_TROUBLE_MESSAGE,
} from "./api";

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

  it("says kindly that there was no answer, never the browser's 'Failed to fetch'", () => {
    expect(humanMessageOf(new NoConnectionError())).toBe(NO_CONNECTION_MESSAGE);
    expect(humanMessageOf(new TypeError("Failed to fetch"))).toBe(NO_CONNECTION_MESSAGE);
  });

  it("says the server is resting for a 5xx without a sentence", () => {
    expect(humanMessageOf(new ApiError(500, "Internal", "500: x", null))).toBe(
      SERVER_TROUBLE_MESSAGE,
    );
  });

  it("leaves other errors to the caller's kind fallback", () => {
    expect(humanMessageOf(new Error("boom"))).toBeUndefined();
    expect(humanMessageOf(new ApiError(404, "Not Found", "404: Not Found", null))).toBeUndefined();
    expect(friendlyMessageOf(new Error("boom"), "Please try again!")).toBe("Please try again!");
  });
});

describe("apiRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("turns a call with no answer into a NoConnectionError with the offline sentence", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const failure = await apiRequest("GET", "/api/diary").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NoConnectionError);
    expect((failure as Error).message).toBe(NO_CONNECTION_MESSAGE);
  });
});

describe("requestJson", () => {
  afterEach(() => vi.unstubAllGlobals());
  const ZCount = z.object({ unreadCount: z.number() });

  it("reads the answer through the contract the caller passes (extra fields dropped)", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ unreadCount: 2, extra: true }))),
    );
    vi.stubGlobal("fetch", fetch);
    await expect(requestJson("POST", "/api/x", ZCount, { a: 1 })).resolves.toEqual({
      unreadCount: 2,
    });
    expect(fetch).toHaveBeenCalledWith("/api/x", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("loads a contract given as a loader only when the answer has come", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response('{"unreadCount":3}')));
    const load = vi.fn(() => Promise.resolve(ZCount));
    await expect(getJson("/api/x", load)).resolves.toEqual({ unreadCount: 3 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("refuses an answer that breaks its contract", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response('{"unreadCount":"many"}')));
    await expect(getJson("/api/x", ZCount)).rejects.toThrow();
  });

  it("turns a non-OK answer's {message} into an ApiError worded for a family", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: "That name is taken." }), { status: 409 }),
      ),
    );
    const load = vi.fn(() => Promise.resolve(ZCount));
    const failure = await requestJson("PUT", "/api/x", load).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(friendlyMessageOf(failure, "fallback")).toBe("That name is taken.");
    expect(load).not.toHaveBeenCalled();
  });

  it("trusts the server's own check where the first screen must stay without zod", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response('{"used":1}')));
    await expect(getJson("/api/trial", checkedByServer<{ used: number }>())).resolves.toEqual({
      used: 1,
    });
  });
});
