import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { users } from "../db/schema";
import { pathOf, registerBody, signIn } from "../test/account-factory";
import { startSmtpTestServer } from "../test/smtp-test-server";
import { browser, createTestApp, type TestApp } from "../test/test-app";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://doodle.example.org/",
      MAIL_FROM: "Dino Club <club@doodle.example.org>",
    },
    mailRetry: { limit: 2, delaySeconds: 1 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const linkIn = (text: string | undefined, path: string) => {
  const match = text?.match(
    new RegExp(`https://doodle\\.example\\.org${path.replace("?", "\\?")}[A-Za-z0-9_-]+`),
  );
  if (!match) throw new Error(`No ${path} link in the mail`);
  return match[0];
};

describe("mail through SMTP", () => {
  it("mails the confirmation link (at PUBLIC_URL, whatever the Host header) and hands no link back", async () => {
    const send = browser(t.app, "192.0.2.80");
    const body = registerBody({ firstName: "Maya" });
    const response = await send({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
      headers: { host: "evil.example.com" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty("verificationLink");
    expect(response.json().delivery).toBe("email");

    const mail = await smtp.mailTo(body.email);
    expect(mail.subject).toBe("Please confirm your email for Doodle Dino");
    expect(mail.from?.text).toBe('"Dino Club" <club@doodle.example.org>');
    expect(mail.text).toContain("Hi Maya,");
    expect(mail.text).toContain("48 hours");
    expect(mail.html).toContain("Confirm my email");
    const link = linkIn(mail.text, "/api/auth/verify-email?token=");
    expect(mail.html).toContain(link);
    expect(mail.text).not.toContain("evil.example.com");

    expect((await signIn(send, body.username)).statusCode).toBe(403);
    expect((await send({ method: "GET", url: pathOf(link) })).headers.location).toBe(
      "/auth?verified=signed-in",
    );
    expect((await signIn(send, body.username)).statusCode).toBe(200);
  });

  it("hands no link back even to this machine: with a mail server, links are only mailed", async () => {
    const body = registerBody();
    const local = { remoteAddress: "127.0.0.1" };
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
      ...local,
    });
    expect(signUp.json()).not.toHaveProperty("verificationLink");
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password-direct",
      payload: { email: body.email, password: "local-new-1" },
      ...local,
    });
    expect(reset.json()).not.toHaveProperty("confirmationLink");
  });

  it("answers a sign-up for a taken address like any other and mails the owner instead", async () => {
    const send = browser(t.app, "192.0.2.84");
    const owner = registerBody({ firstName: "Noor" });
    const first = await send({ method: "POST", url: "/api/auth/register", payload: owner });
    const again = await browser(
      t.app,
      "192.0.2.85",
    )({
      method: "POST",
      url: "/api/auth/register",
      payload: registerBody({ email: owner.email }),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const mail = await smtp.mailTo(owner.email, "Someone tried to sign up with your email");
    expect(mail.text).toContain("Hi Noor,");
    expect(mail.html).toContain("Sign in to Doodle Dino");
    expect(mail.text).toContain("https://doodle.example.org/auth");
    expect(mail.text).toContain("https://doodle.example.org/reset-password");
  });

  it("mails the password confirmation link and answers without it", async () => {
    const send = browser(t.app, "192.0.2.81");
    const body = registerBody();
    await send({ method: "POST", url: "/api/auth/register", payload: body });
    const verify = linkIn((await smtp.mailTo(body.email)).text, "/api/auth/verify-email?token=");
    await send({ method: "GET", url: pathOf(verify) });

    const before = smtp.received.length;
    const reset = await send({
      method: "POST",
      url: "/api/auth/reset-password-direct",
      payload: { email: body.email, password: "mailed-new-1" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message:
        "If an account uses that email, we've sent a link to confirm your new password. The link works for 1 hour.",
      delivery: "email",
    });
    const ghost = await send({
      method: "POST",
      url: "/api/auth/reset-password-direct",
      payload: { email: "ghost@example.com", password: "mailed-new-1" },
    });
    expect(ghost.json()).toEqual(reset.json());

    const mail = await smtp.mailTo(body.email, "Confirm your new Doodle Dino password");
    expect(smtp.received.length).toBe(before + 1);
    expect(mail.text).toContain("1 hour");
    const link = linkIn(mail.text, "/api/auth/confirm-password-reset?token=");
    expect((await send({ method: "GET", url: pathOf(link) })).headers.location).toBe(
      "/auth?reset=1",
    );
    expect((await signIn(send, body.username, "mailed-new-1")).statusCode).toBe(200);
  });

  it("keeps the sign-up and mails its link on the next try when the mail server refuses it", async () => {
    const body = registerBody();
    smtp.failNextMail();
    const response = await browser(
      t.app,
      "192.0.2.82",
    )({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.mailTo(body.email, "Please confirm your email for Doodle Dino", 15_000);
    expect(smtp.isFailPending()).toBe(false);
    linkIn(mail.text, "/api/auth/verify-email?token=");
    expect(await t.db.select().from(users).where(eq(users.username, body.username))).toHaveLength(
      1,
    );
  });

  it("answers a reset the same even when its mail fails later (the failure is only logged)", async () => {
    const send = browser(t.app, "192.0.2.83");
    const body = registerBody();
    await send({ method: "POST", url: "/api/auth/register", payload: body });
    smtp.failNextMail();
    const response = await send({
      method: "POST",
      url: "/api/auth/reset-password-direct",
      payload: { email: body.email, password: "never-mailed-1" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^If an account uses that email/);
    for (let waited = 0; smtp.isFailPending() && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(smtp.isFailPending()).toBe(false);
  });
});

describe("mail configuration", () => {
  it("needs PUBLIC_URL with SMTP_URL, so mailed links never follow a forged Host header", () => {
    expect(() =>
      loadConfig({ DATA_DIR: t.config.dataDir, SMTP_URL: "smtp://localhost:25" }),
    ).toThrow(/PUBLIC_URL: needed when SMTP_URL is set/);
    expect(() =>
      loadConfig({
        DATA_DIR: t.config.dataDir,
        SMTP_URL: "http://nope",
        PUBLIC_URL: "https://a.b",
      }),
    ).toThrow(/SMTP_URL/);
    const config = loadConfig({ DATA_DIR: t.config.dataDir });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe("Doodle Dino <hello@doodledino.local>");
  });
});
