import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, userActivity, userSessions, users } from "../db/schema";
import { createSignedInUser, pathOf, signIn, type Send } from "../test/account-factory";
import { mailedLink } from "../test/outbox";
import { browser, createTestApp, type TestApp } from "../test/test-app";

let clock = new Date("2026-05-01T08:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const requestReset = (send: Send, payload: Record<string, unknown>) =>
  send({ method: "POST", url: "/api/auth/reset-password-direct", payload });
const RESET_MESSAGE =
  "If an account uses that email, we've sent a link to confirm your new password. The link works for 1 hour.";
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe("POST /api/auth/reset-password-direct", () => {
  it.each([
    [{ email: "nope", password: "newpass1" }, "Please enter a valid email address"],
    [{ email: "a@example.com", password: "short" }, "Password must be at least 6 characters"],
    [
      { email: "a@example.com", password: "newpass1", confirmPassword: "newpass2" },
      "Passwords don't match",
    ],
    [
      { email: "a@example.com", password: "newpass1", confirmPassword: "" },
      "Please confirm your password",
    ],
  ])("refuses %j with the spec's words", async (payload, message) => {
    const response = await requestReset(browser(t.app, "192.0.2.40"), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("changes nothing until the link is opened, and answers alike for unknown addresses", async () => {
    const { body, user } = await createSignedInUser(t, { ipAddress: "192.0.2.41" });
    const send = browser(t.app, "192.0.2.41");
    const known = await requestReset(send, {
      email: body.email.toUpperCase(),
      password: "brand-new-1",
    });
    const unknown = await requestReset(send, {
      email: "ghost@example.com",
      password: "brand-new-1",
    });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      // Not from the server's own machine: the link is only mailed (local-link-rule.test.ts).
      expect(response.json()).toEqual({ message: RESET_MESSAGE, delivery: "outbox" });
    }
    expect(await mailedLink(t, body.email, "reset")).toMatch(
      /\/api\/auth\/confirm-password-reset\?token=[A-Za-z0-9_-]{43}$/,
    );
    await expect(mailedLink(t, "ghost@example.com", "reset")).rejects.toThrow(/No reset link/);
    // The old password still works and the new one does not: nothing changed yet.
    expect(
      (await signIn(browser(t.app, "192.0.2.41"), body.username, "brand-new-1")).statusCode,
    ).toBe(401);
    expect((await signIn(browser(t.app, "192.0.2.41"), body.username)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.pendingPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordResetExpires?.getTime()).toBe(clock.getTime() + 3600_000);
  });

  it("applies the new password through the link, once, and ends every session of the account", async () => {
    const { body, user, send: laptop } = await createSignedInUser(t, { ipAddress: "192.0.2.42" });
    const phone = browser(t.app, "192.0.2.43");
    expect((await signIn(phone, body.username)).statusCode).toBe(200);
    const bystander = await createSignedInUser(t, { ipAddress: "192.0.2.44" });
    advance(1000);

    await requestReset(browser(t.app, "192.0.2.45"), {
      email: body.email,
      password: "brand-new-2",
    });
    const confirmationLink = await mailedLink(t, body.email, "reset");
    // Opened in a third browser (the mail app's).
    const mailApp = browser(t.app, "192.0.2.46");
    const confirmed = await mailApp({ method: "GET", url: pathOf(confirmationLink) });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe("/auth?reset=1");

    for (const send of [laptop, phone]) {
      expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const logins = await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(logins.every((login) => login.logoutTime !== null)).toBe(true);
    expect((await bystander.send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);

    advance(1000);
    expect((await signIn(browser(t.app, "192.0.2.47"), body.username)).statusCode).toBe(401);
    expect((await signIn(laptop, body.username, "brand-new-2")).statusCode).toBe(200);
    expect((await laptop({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);

    const reused = await mailApp({ method: "GET", url: pathOf(confirmationLink) });
    expect(reused.headers.location).toBe("/auth?reset=invalid");
    const activity = await t.db.select().from(userActivity).where(eq(userActivity.userId, user.id));
    expect(activity.map((entry) => entry.activityType)).toContain("password_reset");
  });

  it("keeps an ended session ended even if a request still in flight saves it again", async () => {
    const { body, user, send } = await createSignedInUser(t, { ipAddress: "192.0.2.48" });
    const [before] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    advance(1000);
    await requestReset(browser(t.app, "192.0.2.48"), {
      email: body.email,
      password: "brand-new-3",
    });
    const confirmationLink = await mailedLink(t, body.email, "reset");
    await browser(t.app)({ method: "GET", url: pathOf(confirmationLink) });
    // A request that loaded the session before the reset writes it back afterwards.
    await t.db.insert(sessions).values(before!);
    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("signs out the browser that opens the link when it is signed in to that account", async () => {
    const { body, send } = await createSignedInUser(t, { ipAddress: "192.0.2.49" });
    advance(1000);
    await requestReset(send, { email: body.email, password: "brand-new-4" });
    const confirmationLink = await mailedLink(t, body.email, "reset");
    const response = await send({ method: "GET", url: pathOf(confirmationLink) });
    expect(response.headers.location).toBe("/auth?reset=1");
    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("refuses an expired, a superseded and a forged link", async () => {
    const { body } = await createSignedInUser(t, { ipAddress: "192.0.2.50" });
    const send = browser(t.app, "192.0.2.50");
    await requestReset(send, { email: body.email, password: "first-new-pass" });
    const first = await mailedLink(t, body.email, "reset");
    await requestReset(send, { email: body.email, password: "second-new-pass" });
    const second = await mailedLink(t, body.email, "reset");
    expect(second).not.toBe(first);
    expect((await send({ method: "GET", url: pathOf(first) })).headers.location).toBe(
      "/auth?reset=invalid",
    );
    for (const url of [
      "/api/auth/confirm-password-reset?token=forged-token-forged-token-forged-token-forg",
      "/api/auth/confirm-password-reset",
    ]) {
      expect((await send({ method: "GET", url })).headers.location).toBe("/auth?reset=invalid");
    }
    advance(3600_000 + 1000);
    expect((await send({ method: "GET", url: pathOf(second) })).headers.location).toBe(
      "/auth?reset=invalid",
    );
    expect((await signIn(send, body.username)).statusCode).toBe(200);
    expect(
      (await signIn(browser(t.app, "192.0.2.50"), body.username, "second-new-pass")).statusCode,
    ).toBe(401);
  });

  it("confirms the e-mail of an account that never did, since the link proves it", async () => {
    const send = browser(t.app, "192.0.2.51");
    const email = "forgetful@example.com";
    await send({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        firstName: "Forgetful",
        username: "forgetful",
        email,
        password: "whatever1",
        confirmPassword: "whatever1",
      },
    });
    await requestReset(send, { email, password: "remembered1" });
    await send({ method: "GET", url: pathOf(await mailedLink(t, email, "reset")) });
    advance(1000);
    expect((await signIn(send, "forgetful", "remembered1")).statusCode).toBe(200);
  });

  it("answers 429 past 5 requests an hour for one address and 10 from one network", async () => {
    for (let index = 0; index < 5; index++) {
      const response = await requestReset(browser(t.app, `192.0.2.${60 + index}`), {
        email: "target@example.com",
        password: "whatever1",
      });
      expect(response.statusCode).toBe(200);
    }
    const perEmail = await requestReset(browser(t.app, "192.0.2.70"), {
      email: "target@example.com",
      password: "whatever1",
    });
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().message).toMatch(
      /^Too many password reset requests for this email\. Please wait/,
    );

    const network = browser(t.app, "192.0.2.71");
    for (let index = 0; index < 10; index++) {
      const response = await requestReset(network, {
        email: `someone${index}@example.com`,
        password: "whatever1",
      });
      expect(response.statusCode).toBe(200);
    }
    const perAddress = await requestReset(network, {
      email: "more@example.com",
      password: "whatever1",
    });
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().message).toMatch(/^Too many password reset requests\. Please wait/);
  });
});
