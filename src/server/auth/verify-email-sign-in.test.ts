import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedImages, userActivity, userSessions, users } from "../db/schema";
import { pathOf, registerBody, signIn } from "../test/account-factory";
import { mailedLink } from "../test/outbox";
import { browser, createTestApp, type TestApp } from "../test/test-app";
import { VERIFY_EMAIL_VALID_HOURS } from "./auth-deps";
import { hashToken } from "./tokens";

// Issue #27 item 9: the confirmation link signs in the browser that signed up, and only that one.
let clock = new Date("2026-04-01T09:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

let nextAddress = 1;
const newBrowser = () => browser(t.app, `198.51.100.${nextAddress++}`);
const userRow = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username)))[0];
const whoAmI = (send: ReturnType<typeof browser>) => send({ method: "GET", url: "/api/auth/user" });
const sessionIdOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((cookie) => cookie.name === "dd.sid")?.value;

async function signUp(send = newBrowser()) {
  const body = registerBody();
  const answer = await send({ method: "POST", url: "/api/auth/register", payload: body });
  expect(answer.statusCode).toBe(201);
  return {
    send,
    body,
    signUpCookie: sessionIdOf(answer),
    link: await mailedLink(t, body.email, "verify"),
  };
}

describe("GET /api/auth/verify-email in the browser that signed up", () => {
  it("confirms and signs in under a new session id, moving the visitor's pictures", async () => {
    const send = newBrowser();
    const picture = await send({
      method: "POST",
      url: "/api/images/generate",
      payload: { description: "a purple elephant" },
    });
    expect(picture.statusCode).toBe(201);
    const signedUp = await signUp(send);
    const { body, link } = signedUp;
    const signUpCookie = signedUp.signUpCookie ?? sessionIdOf(picture);
    expect(signUpCookie).toBeDefined();

    const landing = await send({ method: "GET", url: pathOf(link) });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe("/auth?verified=signed-in");
    // Regenerated: a new session id, never the one the sign-up had (no fixation).
    const signedInCookie = sessionIdOf(landing);
    expect(signedInCookie).toBeDefined();
    expect(signedInCookie).not.toBe(signUpCookie);

    const me = await whoAmI(send);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: body.username, email: body.email });
    const row = await userRow(body.username);
    expect(row?.emailVerified).toBe("true");
    expect(row?.emailVerificationToken).toBeNull();
    expect(row?.emailVerificationBrowser).toBeNull();
    const pictures = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.userId, row!.id));
    expect(pictures).toHaveLength(1);
    const activity = await t.db.select().from(userActivity).where(eq(userActivity.userId, row!.id));
    expect(activity.map((entry) => entry.activityType)).toEqual([
      "sign_up",
      "email_verified",
      "sign_in",
    ]);
    const sessions = await t.db.select().from(userSessions).where(eq(userSessions.userId, row!.id));
    expect(sessions).toHaveLength(1);
  });

  it("still signs in with a resent link (the key stays with the account until it is used)", async () => {
    const { send, body } = await signUp();
    await newBrowser()({
      method: "POST",
      url: "/api/auth/resend-verification",
      payload: { email: body.email },
    });
    const landing = await send({
      method: "GET",
      url: pathOf(await mailedLink(t, body.email, "verify")),
    });
    expect(landing.headers.location).toBe("/auth?verified=signed-in");
    expect((await whoAmI(send)).statusCode).toBe(200);
  });

  it("only confirms once the key is past the sign-up link's 48 hours, even with a resent link", async () => {
    const { send, body } = await signUp();
    clock = new Date(clock.getTime() + (VERIFY_EMAIL_VALID_HOURS * 3600 + 60) * 1000);
    await newBrowser()({
      method: "POST",
      url: "/api/auth/resend-verification",
      payload: { email: body.email },
    });
    const landing = await send({
      method: "GET",
      url: pathOf(await mailedLink(t, body.email, "verify")),
    });
    expect(landing.headers.location).toBe("/auth?verified=1");
    expect((await whoAmI(send)).statusCode).toBe(401);
    expect((await userRow(body.username))?.emailVerified).toBe("true");
  });
});

describe("GET /api/auth/verify-email anywhere else", () => {
  it("only confirms: the other browser and the one that signed up stay signed out", async () => {
    const { send, body, link } = await signUp();
    const phone = newBrowser();
    const landing = await phone({ method: "GET", url: pathOf(link) });
    expect(landing.headers.location).toBe("/auth?verified=1");
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(send)).statusCode).toBe(401);
    expect((await userRow(body.username))?.emailVerified).toBe("true");
    // The sign-up browser, too late: the link served once.
    const late = await send({ method: "GET", url: pathOf(link) });
    expect(late.headers.location).toBe("/auth?verified=invalid");
    expect((await whoAmI(send)).statusCode).toBe(401);
    expect((await signIn(phone, body.username)).statusCode).toBe(200);
  });

  it("only confirms in a browser whose own key is another sign-up's (a key is never a pass)", async () => {
    const first = await signUp();
    const second = await signUp();
    const landing = await second.send({ method: "GET", url: pathOf(first.link) });
    expect(landing.headers.location).toBe("/auth?verified=1");
    expect((await whoAmI(second.send)).statusCode).toBe(401);
    // Its own link still signs it in.
    const own = await second.send({ method: "GET", url: pathOf(second.link) });
    expect(own.headers.location).toBe("/auth?verified=signed-in");
  });

  it("keeps only a hash of the browser's key, never the key, and gives it to nobody", async () => {
    const { send, body, link } = await signUp();
    const row = await userRow(body.username);
    expect(row?.emailVerificationBrowser).toMatch(/^[0-9a-f]{64}$/);
    // Neither the answer, nor the mail carries it: the link alone is the token.
    expect(new URL(link).searchParams.get("token")).not.toBe(row?.emailVerificationBrowser);
    expect(hashToken(new URL(link).searchParams.get("token")!)).toBe(row?.emailVerificationToken);
    // Someone who copies the stored hash into their own session still cannot pass for the browser.
    const forged = newBrowser();
    const landing = await forged({
      method: "GET",
      url: `${pathOf(link)}&key=${row?.emailVerificationBrowser}`,
    });
    expect(landing.headers.location).toBe("/auth?verified=1");
    expect((await whoAmI(forged)).statusCode).toBe(401);
    expect((await whoAmI(send)).statusCode).toBe(401);
  });
});

describe("refused links sign nobody in", () => {
  it("a link used once, even in the browser that signed up", async () => {
    const { send, link } = await signUp();
    expect((await send({ method: "GET", url: pathOf(link) })).headers.location).toBe(
      "/auth?verified=signed-in",
    );
    await send({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "http://localhost" },
    });
    expect((await whoAmI(send)).statusCode).toBe(401);
    const again = await send({ method: "GET", url: pathOf(link) });
    expect(again.headers.location).toBe("/auth?verified=invalid");
    expect((await whoAmI(send)).statusCode).toBe(401);
  });

  it("a link past its 48 hours, even in the browser that signed up", async () => {
    const { send, body, link } = await signUp();
    const start = clock;
    clock = new Date(start.getTime() + 48 * 3600_000 + 1000);
    try {
      const landing = await send({ method: "GET", url: pathOf(link) });
      expect(landing.headers.location).toBe("/auth?verified=invalid");
      expect((await whoAmI(send)).statusCode).toBe(401);
      expect((await userRow(body.username))?.emailVerified).toBe("false");
    } finally {
      clock = start;
    }
  });

  it("a link whose address took a password reset in between: the reset confirmed it, the key is gone", async () => {
    const { send, body, link } = await signUp();
    await newBrowser()({
      method: "POST",
      url: "/api/auth/reset-password-direct",
      payload: { email: body.email, password: "a-new-password-1" },
    });
    const resetLink = await mailedLink(t, body.email, "reset");
    await newBrowser()({ method: "GET", url: pathOf(resetLink) });
    expect((await userRow(body.username))?.emailVerificationBrowser).toBeNull();
    const landing = await send({ method: "GET", url: pathOf(link) });
    expect(landing.headers.location).toBe("/auth?verified=invalid");
    expect((await whoAmI(send)).statusCode).toBe(401);
  });
});

it("sets the same session cookie on a sign-up for an address that already has an account", async () => {
  const owner = await signUp();
  const stranger = newBrowser();
  const answer = await stranger({
    method: "POST",
    url: "/api/auth/register",
    payload: registerBody({ email: owner.body.email }),
  });
  expect(answer.statusCode).toBe(201);
  expect(sessionIdOf(answer)).toBeDefined();
  // …and the owner's link, opened in the stranger's browser, signs nobody in.
  const landing = await stranger({ method: "GET", url: pathOf(owner.link) });
  expect(landing.headers.location).toBe("/auth?verified=1");
  expect((await whoAmI(stranger)).statusCode).toBe(401);
});
