import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopbackAddress } from "../lib/loopback";
import { pathOf, registerBody } from "../test/account-factory";
import { mailedLink } from "../test/outbox";
import { createTestApp, type TestApp } from "../test/test-app";

// TRUST_PROXY on: request.ip then follows X-Forwarded-For, which must not make anyone local.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

let nextAddress = 1;
/** A fresh made-up client address, so the per-address limits never get in the way. */
const remote = () => `198.51.100.${nextAddress++}`;

const post = (
  url: string,
  payload: object,
  from: { remoteAddress: string; headers?: Record<string, string> },
) => t.app.inject({ method: "POST", url, payload, ...from });

const forwardedFrom = (header: string) => {
  const client = remote();
  const values: Record<string, string> = {
    "x-forwarded-for": client,
    forwarded: `for=${client};proto=http`,
    "x-real-ip": client,
  };
  return { remoteAddress: "127.0.0.1", headers: { [header]: values[header] ?? client } };
};

/** Who asks, and whether the answer may carry the link (DESIGN decision 4). */
const SENDERS: Array<
  [string, () => { remoteAddress: string; headers?: Record<string, string> }, boolean]
> = [
  ["this machine (127.0.0.1)", () => ({ remoteAddress: "127.0.0.1" }), true],
  ["this machine (::1)", () => ({ remoteAddress: "::1" }), true],
  ["this machine (::ffff:127.0.0.1)", () => ({ remoteAddress: "::ffff:127.0.0.1" }), true],
  ["a proxy on this machine (X-Forwarded-For)", () => forwardedFrom("x-forwarded-for"), false],
  ["a proxy on this machine (Forwarded)", () => forwardedFrom("forwarded"), false],
  ["a proxy on this machine (X-Real-IP)", () => forwardedFrom("x-real-ip"), false],
  [
    "another machine claiming to be local",
    () => ({ remoteAddress: remote(), headers: { "x-forwarded-for": "127.0.0.1" } }),
    false,
  ],
  ["another machine", () => ({ remoteAddress: remote() }), false],
];

describe("links in answers: only to a person at the server's own machine, without a mail server", () => {
  it.each(SENDERS)("sign-up from %s", async (_who, from, isHandedBack) => {
    const body = registerBody();
    const response = await post("/api/auth/register", body, from());
    expect(response.statusCode).toBe(201);
    const mailed = await mailedLink(t, body.email, "verify");
    if (isHandedBack) {
      expect(response.json().verificationLink).toBe(mailed);
    } else {
      expect(response.json()).toEqual({
        message: expect.any(String),
        email: body.email,
        delivery: "outbox",
      });
    }
  });

  // A header-less proxy on this machine makes every caller look local, so a password link is
  // never handed back, whoever asks: knowing an address must never be enough to take it over.
  it.each(SENDERS)("password reset from %s: never a link", async (_who, from) => {
    const body = registerBody();
    await post("/api/auth/register", body, { remoteAddress: remote() });
    const payload = { email: body.email, password: "taken-over-1" };
    const response = await post("/api/auth/reset-password-direct", payload, from());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String), delivery: "outbox" });
    expect(response.body).not.toContain("confirm-password-reset");
    expect(await mailedLink(t, body.email, "reset")).toContain("confirm-password-reset");
  });

  it.each(SENDERS)("a new verification link from %s", async (_who, from, isHandedBack) => {
    const body = registerBody();
    await post("/api/auth/register", body, { remoteAddress: remote() });
    const response = await post("/api/auth/resend-verification", { email: body.email }, from());
    expect(response.statusCode).toBe(200);
    expect(response.json().delivery).toBe("outbox");
    expect(Boolean(response.json().verificationLink)).toBe(isHandedBack);
  });

  it("lets the local person confirm with the sign-up link handed back", async () => {
    const body = registerBody();
    const signUp = await post("/api/auth/register", body, { remoteAddress: "127.0.0.1" });
    const verify = await t.app.inject({
      method: "GET",
      url: pathOf(signUp.json().verificationLink),
    });
    expect(verify.headers.location).toBe("/auth?verified=1");
  });

  it("hands a local person a sign-up link for an unknown address too, which leads nowhere", async () => {
    const resend = await post(
      "/api/auth/resend-verification",
      { email: "nobody-local@example.com" },
      { remoteAddress: "127.0.0.1" },
    );
    const response = await t.app.inject({
      method: "GET",
      url: pathOf(resend.json().verificationLink as string),
    });
    expect(response.headers.location).toBe("/auth?verified=invalid");
  });
});

describe("links in mail without PUBLIC_URL follow only this machine's own names", () => {
  it.each([
    ["evil.example", "http://localhost:5000"],
    ["evil.example:5000", "http://localhost:5000"],
    ["localhost.evil.example", "http://localhost:5000"],
    ["127.0.0.1.evil.example", "http://localhost:5000"],
    ["localhost:5000", "http://localhost:5000"],
    ["127.0.0.1:8080", "http://127.0.0.1:8080"],
    ["[::1]:5000", "http://[::1]:5000"],
  ])("Host %s mails links to %s", async (host, base) => {
    const body = registerBody();
    await post("/api/auth/register", body, { remoteAddress: remote() });
    const headers = { host };
    await post(
      "/api/auth/reset-password-direct",
      { email: body.email, password: "far-away-1" },
      { remoteAddress: remote(), headers },
    );
    expect(await mailedLink(t, body.email, "reset")).toMatch(
      new RegExp(`^${base.replace(/[.[\]]/g, "\\$&")}/api/auth/confirm-password-reset\\?token=`),
    );
    await post(
      "/api/auth/resend-verification",
      { email: body.email },
      { remoteAddress: remote(), headers },
    );
    expect((await mailedLink(t, body.email, "verify")).startsWith(`${base}/api/`)).toBe(true);
  });
});

describe("isLoopbackAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["::FFFF:127.0.0.2", true],
    ["0.0.0.0", false],
    ["10.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["fe80::1", false],
    ["128.0.0.1", false],
    ["127.0.0.1.evil", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
