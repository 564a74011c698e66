import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userActivity, users } from "../db/schema";
import type { MailMessage, MailProvider } from "../providers/mail/mail-provider";
import { registerBody, signIn } from "../test/account-factory";
import { startSmtpTestServer } from "../test/smtp-test-server";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";
import { CARD_NOT_DELIVERED_SUBJECT } from "./card-not-delivered-mail";
import { DEFAULT_GREETING_SUBJECT, ZUndeliveredCards } from "../../shared/contracts/greeting-cards";

beforeAll(prepareTestDatabase);

const ENV = { PUBLIC_URL: "https://doodle.example.org/" };

describe("mail while the SMTP server is down", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      env: { ...ENV, SMTP_URL: smtp.url },
      mailRetry: { limit: 5, delaySeconds: 1 },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("arrives after the server comes back", async () => {
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const body = registerBody();
    const response = await browser(
      t.app,
      "192.0.2.90",
    )({
      method: "POST",
      url: "/api/auth/register",
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    // Down for a few tries, then back on the same address.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    smtp = await startSmtpTestServer({ port });
    const mail = await smtp.mailTo(body.email, "Please confirm your email for Doodle Dino", 40_000);
    expect(mail.text).toContain("https://doodle.example.org/api/auth/verify-email?token=");
  });
});

const plainCard = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#ffd166" } })
    .png()
    .toBuffer();

/** A mail server that refuses every mail to one address and keeps the rest. */
function refusingMail(refused: string) {
  const sent: MailMessage[] = [];
  const provider: MailProvider = {
    name: "smtp",
    deliversMail: true,
    async send(message) {
      const to = typeof message.to === "string" ? message.to : message.to.address;
      if (to === refused) throw new Error("550 No such mailbox");
      sent.push(message);
    },
    async close() {},
  };
  return { provider, sent };
}

describe("a greeting card that fails every try", () => {
  it("tells the family by mail and in the app, and no longer counts the card", async () => {
    const mail = refusingMail("gone@example.com");
    const t = await createTestApp({
      env: ENV,
      mailProvider: mail.provider,
      mailRetry: { limit: 1, delaySeconds: 1 },
    });
    try {
      const send = browser(t.app, "192.0.2.91");
      const body = registerBody({ firstName: "Lily" });
      expect(
        (await send({ method: "POST", url: "/api/auth/register", payload: body })).statusCode,
      ).toBe(201);
      await t.db.update(users).set({ emailVerified: "true" }).where(eq(users.email, body.email));
      const signedIn = await signIn(send, body.username);
      const userId = (signedIn.json() as { id: string }).id;
      const contact = await send({
        method: "POST",
        url: "/api/contacts",
        payload: { name: "Old Friend", email: "gone@example.com" },
      });
      expect(contact.statusCode).toBe(201);
      const card = await send({
        method: "POST",
        url: "/api/greeting-cards/send-email",
        payload: {
          recipientEmail: "gone@example.com",
          recipientName: "Old Friend",
          customMessage: "Hello!",
          imageDescription: "a dinosaur",
          greetingCardBase64: (await plainCard()).toString("base64"),
        },
      });
      expect(card.statusCode, card.body).toBe(200);

      const deadline = Date.now() + 30_000;
      let notice: MailMessage | undefined;
      while (!notice && Date.now() < deadline) {
        notice = mail.sent.find((message) => message.subject === CARD_NOT_DELIVERED_SUBJECT);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(notice?.to).toBe(body.email);
      expect(notice?.text).toContain("for Old Friend could not be delivered");
      expect(notice?.text).toContain("https://doodle.example.org/contacts");
      const counted = await t.db
        .select()
        .from(userActivity)
        .where(
          and(eq(userActivity.userId, userId), eq(userActivity.activityType, "greeting_card_sent")),
        );
      expect(counted).toHaveLength(0);

      // The family sees it in the app too, until a grown-up dismisses it; no one else can.
      const listed = await send({ method: "GET", url: "/api/greeting-cards/undelivered" });
      expect(listed.statusCode).toBe(200);
      const { cards } = ZUndeliveredCards.parse(listed.json());
      expect(cards).toEqual([
        expect.objectContaining({ recipientName: "Old Friend", subject: DEFAULT_GREETING_SUBJECT }),
      ]);
      const other = browser(t.app, "192.0.2.92");
      const otherBody = registerBody({ firstName: "Max" });
      await other({ method: "POST", url: "/api/auth/register", payload: otherBody });
      await t.db
        .update(users)
        .set({ emailVerified: "true" })
        .where(eq(users.email, otherBody.email));
      await signIn(other, otherBody.username);
      const dismissUrl = `/api/greeting-cards/undelivered/${cards[0]!.id}`;
      expect(
        (await other({ method: "GET", url: "/api/greeting-cards/undelivered" })).json(),
      ).toEqual({ cards: [] });
      expect((await other({ method: "DELETE", url: dismissUrl })).statusCode).toBe(404);
      expect((await send({ method: "DELETE", url: dismissUrl })).statusCode).toBe(204);
      expect((await send({ method: "DELETE", url: dismissUrl })).statusCode).toBe(404);
      expect(
        (await send({ method: "GET", url: "/api/greeting-cards/undelivered" })).json(),
      ).toEqual({ cards: [] });
    } finally {
      await t.close();
    }
  });
});
