import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../shared/contracts/admin";
import { basicAuth } from "../test/admin-factory";
import { createTestApp, prepareTestDatabase, resetTestApp, type TestApp } from "../test/test-app";
import { ADMIN_FAILURE_RULE, parseBasicAuthorization } from "./admin-auth";

const ADMIN = { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "correct horse: battery" };
const ADMIN_CALLS = [
  { method: "GET", url: "/api/admin/users" },
  { method: "GET", url: "/api/admin/users/someone/statistics" },
  { method: "GET", url: "/api/admin/analytics" },
  { method: "GET", url: "/api/admin/support" },
  { method: "PATCH", url: "/api/admin/support/some-id/status", payload: { status: "resolved" } },
] as const;

let t: TestApp;

const call = (
  request: (typeof ADMIN_CALLS)[number],
  headers: Record<string, string> = {},
  remoteAddress = "203.0.113.9",
) => t.app.inject({ ...request, headers, remoteAddress });

describe("admin authentication switched off", () => {
  beforeAll(prepareTestDatabase);
  afterEach(async () => t.close());

  it("answers 503 with a clear message on every admin call when no admin is configured", async () => {
    t = await createTestApp();
    for (const request of ADMIN_CALLS) {
      const response = await call(request, basicAuth("boss", "anything"));
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json()).toEqual({ message: ADMIN_MESSAGES.notConfigured });
    }
  });

  it("needs only one of the two variables missing to stay switched off", async () => {
    t = await createTestApp({ env: { ADMIN_USERNAME: "boss" } });
    expect((await call(ADMIN_CALLS[0], basicAuth("boss", ""))).statusCode).toBe(503);
  });
});

describe("admin authentication", () => {
  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN });
  });
  afterEach(() => resetTestApp(t));
  afterAll(() => t.close());

  it("refuses every admin call without credentials, and sends no browser challenge", async () => {
    for (const request of ADMIN_CALLS) {
      const response = await call(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toEqual({ message: ADMIN_MESSAGES.loginFailed });
      expect(response.headers["www-authenticate"]).toBeUndefined();
    }
  });

  it("refuses a wrong user name, a wrong password and a malformed header", async () => {
    for (const headers of [
      basicAuth("bossy", ADMIN.ADMIN_PASSWORD),
      basicAuth("boss", "correct horse"),
      basicAuth("boss", `${ADMIN.ADMIN_PASSWORD} `),
      { authorization: "Bearer abc" },
      { authorization: "Basic !!!" },
    ]) {
      expect((await call(ADMIN_CALLS[0], headers)).statusCode).toBe(401);
    }
  });

  it("lets the right credentials through (a password may hold a colon)", async () => {
    const response = await call(ADMIN_CALLS[0], basicAuth("boss", ADMIN.ADMIN_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 429 after repeated failures from one address, even to the right password", async () => {
    const right = basicAuth("boss", ADMIN.ADMIN_PASSWORD);
    for (let attempt = 0; attempt < ADMIN_FAILURE_RULE.max; attempt++) {
      expect((await call(ADMIN_CALLS[2], basicAuth("boss", `guess-${attempt}`))).statusCode).toBe(
        401,
      );
    }
    const blocked = await call(ADMIN_CALLS[2], right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /Too many failed admin sign-ins\. Please wait (a minute|\d+ minutes)/,
    );
    expect((await call(ADMIN_CALLS[2], right, "192.0.2.44")).statusCode).toBe(200);
  });

  it("does not count right sign-ins as failures", async () => {
    const right = basicAuth("boss", ADMIN.ADMIN_PASSWORD);
    for (let index = 0; index < ADMIN_FAILURE_RULE.max + 5; index++) {
      expect((await call(ADMIN_CALLS[3], right)).statusCode).toBe(200);
    }
  });
});

describe("parseBasicAuthorization", () => {
  it("splits at the first colon and refuses other schemes", () => {
    const header = basicAuth("a", "b:c").authorization;
    expect(parseBasicAuthorization(header)).toEqual({ username: "a", password: "b:c" });
    expect(parseBasicAuthorization(undefined)).toBeNull();
    expect(parseBasicAuthorization("Basic bm9jb2xvbg==")).toBeNull();
    expect(parseBasicAuthorization("Digest abc")).toBeNull();
  });
});
