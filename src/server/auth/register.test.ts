import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZRegisterResponse } from "../../shared/contracts/auth";
import { userActivity, users } from "../db/schema";
import { pathOf, register, registerBody, signIn } from "../test/account-factory";
import { mailedLink, outboxMailsTo } from "../test/outbox";
import { browser, createTestApp, type TestApp } from "../test/test-app";
import { hashToken } from "./tokens";

let clock = new Date("2026-03-01T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const userByName = async (username: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.username, username));
  return row;
};

describe("POST /api/auth/register", () => {
  it.each([
    ["email", { email: "not-an-address" }, "Please enter a valid email address"],
    ["email", { email: "" }, "Please enter a valid email address"],
    [
      "password",
      { password: "12345", confirmPassword: "12345" },
      "Password must be at least 6 characters",
    ],
    ["confirmPassword", { confirmPassword: "" }, "Please confirm your password"],
    ["confirmPassword", { confirmPassword: "dino-secreT" }, "Passwords don't match"],
    ["username", { username: "ab" }, "Usernames need at least 3 characters"],
    [
      "username",
      { username: "a b c" },
      "Usernames can use letters, numbers, dots, dashes and underscores",
    ],
    ["username", { username: "x".repeat(31) }, "Please keep your username under 31 characters"],
    ["firstName", { firstName: " " }, "Please enter your first name"],
    ["lastName", { lastName: "y".repeat(51) }, "Please keep names under 51 characters"],
  ])("refuses a bad %s with the words %#", async (field, override, message) => {
    const send = browser(t.app, "192.0.2.1");
    const response = await send({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...registerBody(), ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, details: field });
  });

  it("refuses a missing confirmation with the spec's words", async () => {
    const { confirmPassword: _omit, ...body } = registerBody();
    const response = await browser(
      t.app,
      "192.0.2.1",
    )({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
    });
    expect(response.json()).toMatchObject({ message: "Please confirm your password" });
  });

  it("creates an unverified account, hashes the password with argon2id and signs nobody in", async () => {
    const send = browser(t.app, "192.0.2.2");
    const body = registerBody({ email: "Mixed.Case@Example.COM" });
    const response = await send({ method: "POST", url: "/api/auth/register", payload: body });
    expect(response.statusCode).toBe(201);
    const answer = ZRegisterResponse.parse(response.json());
    expect(answer.email).toBe("mixed.case@example.com");
    expect(answer.message).toMatch(/check your email/i);
    // Not from the server's own machine: the link is only mailed (local-link-rule.test.ts).
    expect(answer).not.toHaveProperty("verificationLink");
    const verificationLink = await mailedLink(t, body.email, "verify");
    expect(verificationLink).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}$/,
    );

    const row = await userByName(body.username);
    expect(row?.emailVerified).toBe("false");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("dino-secret");
    const token = new URL(verificationLink).searchParams.get("token") as string;
    expect(row?.emailVerificationToken).toBe(hashToken(token));
    expect(row?.emailVerificationToken).not.toContain(token);

    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const activity = await t.db.select().from(userActivity).where(eq(userActivity.userId, row!.id));
    expect(activity.map((entry) => entry.activityType)).toEqual(["sign_up"]);
  });

  it("writes the confirmation mail to the outbox as a real message", async () => {
    const body = registerBody({ firstName: "Ada <script>" });
    await register(browser(t.app, "192.0.2.3"), body);
    const verificationLink = await mailedLink(t, body.email, "verify");
    const outbox = t.config.outboxDir;
    const file = readdirSync(outbox)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => path.join(outbox, name))
      .find((name) => readFileSync(name, "utf8").includes(body.email));
    expect(file).toBeDefined();
    const mail = await simpleParser(readFileSync(file as string));
    expect(mail.subject).toBe("Please confirm your email for Doodle Dino");
    expect(mail.from?.text).toBe('"Doodle Dino" <hello@doodledino.local>');
    expect(mail.text).toContain(verificationLink);
    expect(mail.text).toContain("Hi Ada <script>,");
    expect(mail.html).toContain(verificationLink.replaceAll("&", "&amp;"));
    expect(mail.html).toContain("Hi Ada &lt;script&gt;,");
    expect(mail.html).not.toContain("<script>");
  });

  it("answers 409 for a username already used, whatever the case (usernames are public)", async () => {
    const send = browser(t.app, "192.0.2.4");
    const first = registerBody();
    await register(send, first);
    const sameName = await send({
      method: "POST",
      url: "/api/auth/register",
      payload: registerBody({ username: first.username.toUpperCase(), email: "other@example.com" }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      message: "That username is already taken. Please choose another one.",
    });
  });

  it("answers a sign-up for an address that has an account like a new one, and mails its owner", async () => {
    const owner = registerBody({ firstName: "Olive" });
    await register(browser(t.app, "192.0.2.6"), owner);
    await browser(
      t.app,
      "192.0.2.6",
    )({
      method: "GET",
      url: pathOf(await mailedLink(t, owner.email, "verify")),
    });
    const ownerRow = await userByName(owner.username);

    const stranger = browser(t.app, "192.0.2.7");
    const fresh = registerBody();
    const taken = registerBody({ email: owner.email.toUpperCase(), password: "stranger-pass" });
    const freshAnswer = await stranger({
      method: "POST",
      url: "/api/auth/register",
      payload: fresh,
    });
    const takenAnswer = await stranger({
      method: "POST",
      url: "/api/auth/register",
      payload: taken,
    });
    expect(takenAnswer.statusCode).toBe(freshAnswer.statusCode);
    expect(takenAnswer.statusCode).toBe(201);
    expect(takenAnswer.headers["content-type"]).toBe(freshAnswer.headers["content-type"]);
    expect(takenAnswer.json()).toEqual({ ...freshAnswer.json(), email: owner.email });

    // Nothing made, nothing changed: the owner's account and password stay as they were.
    expect(await userByName(taken.username)).toBeUndefined();
    expect(await userByName(owner.username)).toEqual(ownerRow);
    expect((await signIn(stranger, owner.email, "stranger-pass")).statusCode).toBe(401);

    const mails = await outboxMailsTo(t, owner.email);
    const notice = mails.at(-1);
    expect(notice?.subject).toBe("Someone tried to sign up with your email");
    expect(notice?.text).toContain("Hi Olive,");
    expect(notice?.text).toMatch(/If it was you, just sign in/);
    expect(notice?.text).toMatch(/http:\/\/localhost(:\d+)?\/auth\b/);
    expect(notice?.text).toMatch(/http:\/\/localhost(:\d+)?\/reset-password\b/);
    expect(notice?.text).not.toContain("stranger-pass");
    expect(mails.filter((mail) => mail.subject === notice?.subject)).toHaveLength(1);
  });

  it("gives one account to two racing sign-ups with the same username", async () => {
    const body = registerBody();
    const racing = await Promise.all(
      [1, 2, 3].map((index) =>
        browser(
          t.app,
          "192.0.2.5",
        )({
          method: "POST",
          url: "/api/auth/register",
          payload: { ...body, email: `racer${index}-${body.email}` },
        }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe("e-mail verification", () => {
  it("refuses sign-in before the e-mail is confirmed, and offers the link again", async () => {
    const send = browser(t.app, "192.0.2.10");
    const body = registerBody();
    await register(send, body);
    const response = await signIn(send, body.username);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "email_not_verified",
      title: "Confirm Your Email",
      message:
        "Please confirm your email address first: open the link we sent you. Didn't get it? We can send it again.",
      email: body.email,
    });
    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("confirms once through the link, lands on /auth, then allows sign-in", async () => {
    const send = browser(t.app, "192.0.2.11");
    const body = registerBody();
    await register(browser(t.app, "192.0.2.11"), body);
    const verificationLink = await mailedLink(t, body.email, "verify");
    const first = await send({ method: "GET", url: pathOf(verificationLink) });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/auth?verified=1");
    expect((await userByName(body.username))?.emailVerified).toBe("true");
    const again = await send({ method: "GET", url: pathOf(verificationLink) });
    expect(again.headers.location).toBe("/auth?verified=invalid");
    expect((await signIn(send, body.username)).statusCode).toBe(200);
  });

  it.each([
    ["a forged token", "/api/auth/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["no token", "/api/auth/verify-email"],
    ["an empty token", "/api/auth/verify-email?token="],
    ["an oversized token", `/api/auth/verify-email?token=${"a".repeat(5000)}`],
    ["two tokens", "/api/auth/verify-email?token=a&token=b"],
  ])("sends %s to /auth?verified=invalid", async (_case, url) => {
    const response = await browser(t.app, "192.0.2.12")({ method: "GET", url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth?verified=invalid");
  });

  it("does not accept the stored hash as a token", async () => {
    const body = registerBody();
    await register(browser(t.app, "192.0.2.13"), body);
    const stored = (await userByName(body.username))?.emailVerificationToken as string;
    const response = await browser(t.app)({
      method: "GET",
      url: `/api/auth/verify-email?token=${stored}`,
    });
    expect(response.headers.location).toBe("/auth?verified=invalid");
  });

  it("lets a link expire after 48 hours", async () => {
    const body = registerBody();
    await register(browser(t.app, "192.0.2.14"), body);
    const verificationLink = await mailedLink(t, body.email, "verify");
    const start = clock;
    clock = new Date(start.getTime() + 48 * 3600_000 + 1000);
    try {
      const response = await browser(t.app)({ method: "GET", url: pathOf(verificationLink) });
      expect(response.headers.location).toBe("/auth?verified=invalid");
      expect((await userByName(body.username))?.emailVerified).toBe("false");
    } finally {
      clock = start;
    }
  });

  it("sends a new link on request (the old one stops working), with the same answer for any address", async () => {
    const send = browser(t.app, "192.0.2.15");
    const body = registerBody();
    await register(send, body);
    const oldLink = await mailedLink(t, body.email, "verify");
    const resend = (email: string) =>
      send({ method: "POST", url: "/api/auth/resend-verification", payload: { email } });

    const known = await resend(body.email.toUpperCase());
    const unknown = await resend("nobody-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const message =
      "If an account with that email is waiting for confirmation, we've sent a new link. Please check your inbox.";
    expect(known.json().message).toBe(message);
    expect(unknown.json().message).toBe(message);
    expect(unknown.json()).toEqual(known.json());

    const newLink = await mailedLink(t, body.email, "verify");
    expect(newLink).not.toBe(oldLink);
    expect((await send({ method: "GET", url: pathOf(oldLink) })).headers.location).toBe(
      "/auth?verified=invalid",
    );
    // Opened in the browser that signed up: confirmed and signed in.
    const newLanding = await send({ method: "GET", url: pathOf(newLink) });
    expect(newLanding.headers.location).toBe("/auth?verified=signed-in");

    // Once confirmed, asking again changes nothing and still answers the same.
    const after = await resend(body.email);
    expect(after.json().message).toBe(message);
    expect((await userByName(body.username))?.emailVerified).toBe("true");
  });

  it("refuses a bad address for resend with the spec's words", async () => {
    const response = await browser(
      t.app,
      "192.0.2.16",
    )({
      method: "POST",
      url: "/api/auth/resend-verification",
      payload: { email: "nope" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter a valid email address");
  });
});

describe("sign-up and resend limits", () => {
  it("answers 429 with a readable message past 20 sign-ups an hour from one address", async () => {
    const send = browser(t.app, "192.0.2.200");
    for (let index = 0; index < 20; index++) {
      const response = await send({
        method: "POST",
        url: "/api/auth/register",
        payload: registerBody(),
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await send({
      method: "POST",
      url: "/api/auth/register",
      payload: registerBody(),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many new accounts from this network\. Please wait (a minute|\d+ minutes) and try again\.$/,
    );
    const elsewhere = browser(t.app, "192.0.2.201");
    expect(
      (await elsewhere({ method: "POST", url: "/api/auth/register", payload: registerBody() }))
        .statusCode,
    ).toBe(201);
  });

  it("answers 429 past 5 resends an hour for one address", async () => {
    for (let index = 0; index < 5; index++) {
      const response = await browser(
        t.app,
        `192.0.2.${210 + index}`,
      )({
        method: "POST",
        url: "/api/auth/resend-verification",
        payload: { email: "flooded@example.com" },
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await browser(
      t.app,
      "192.0.2.220",
    )({
      method: "POST",
      url: "/api/auth/resend-verification",
      payload: { email: "Flooded@example.com" },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Please wait/);
  });
});
