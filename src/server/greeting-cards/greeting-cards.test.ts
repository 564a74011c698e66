import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TContact } from "../../shared/contracts/contacts";
import {
  DEFAULT_GREETING_SUBJECT,
  GREETING_CARD_MAX_BYTES,
  GREETING_CARD_MESSAGES,
  GREETING_CARDS_PER_HOUR,
} from "../../shared/contracts/greeting-cards";
import { ONE_LINE_MESSAGE } from "../../shared/contracts/single-line-text";
import { userActivity, users } from "../db/schema";
import { GREETING_CARD_CID, GREETING_CARD_FILENAME } from "../mail/greeting-card-mail";
import { registerBody, signIn, type Send } from "../test/account-factory";
import { startSmtpTestServer } from "../test/smtp-test-server";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

const WIDTH = 800;
const HEIGHT = 600;

/** Raw RGBA pixels with a pattern in them, so a changed pixel would show. */
function patternPixels(width = WIDTH, height = HEIGHT): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels[at] = (x * 7) % 256;
      pixels[at + 1] = (y * 3) % 256;
      pixels[at + 2] = (x * y) % 256;
      pixels[at + 3] = 255;
    }
  return pixels;
}

const pngOf = (pixels: Buffer, width = WIDTH, height = HEIGHT) =>
  sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();

const rawPixelsOf = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
let cardPixels: Buffer;
let cardBase64: string;

beforeAll(async () => {
  await prepareTestDatabase();
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://doodle.example.org/",
      MAIL_FROM: "Doodle Dino <cards@doodle.example.org>",
    },
    mailRetry: { limit: 2, delaySeconds: 1 },
  });
  cardPixels = patternPixels();
  cardBase64 = (await pngOf(cardPixels)).toString("base64");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** With a mail server, no link comes back: the address is marked confirmed directly. */
async function familyWithContact(ipAddress: string, email = "grandma@example.com") {
  const send = browser(t.app, ipAddress);
  const body = registerBody({ firstName: "Lily" });
  const registered = await send({ method: "POST", url: "/api/auth/register", payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  // The confirmation mail is a job: once it is in, nothing else is on its way.
  await smtp.mailTo(body.email);
  await t.db.update(users).set({ emailVerified: "true" }).where(eq(users.email, body.email));
  const signedIn = await signIn(send, body.username);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const family = { send, body, user: signedIn.json() as { id: string } };
  const response = await family.send({
    method: "POST",
    url: "/api/contacts",
    payload: { name: "Grandma Rose", email },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...family, contact: response.json() as TContact };
}

function sendCard(send: Send, payload: Record<string, unknown>) {
  return send({
    method: "POST",
    url: "/api/greeting-cards/send-email",
    payload: {
      recipientEmail: "grandma@example.com",
      recipientName: "Grandma Rose",
      customMessage: "Hi Grandma! I drew you a dinosaur.\n\nLove, Lily",
      imageDescription: "a green dinosaur with a rainbow",
      greetingCardBase64: cardBase64,
      ...payload,
    },
  });
}

async function cardsCounted(userId: string): Promise<number> {
  const rows = await t.db
    .select()
    .from(userActivity)
    .where(
      and(eq(userActivity.userId, userId), eq(userActivity.activityType, "greeting_card_sent")),
    );
  return rows.length;
}

describe("POST /api/greeting-cards/send-email", () => {
  it("mails the card inline and attached, with plain text, to the family's contact", async () => {
    const { send, user, body } = await familyWithContact("192.0.2.40", "grandma.rose@example.com");
    // The card is the child's (issue 36): signed with the name the family gave, not Lily's.
    const named = await send({
      method: "PUT",
      url: "/api/settings",
      payload: { childName: " Mia " },
    });
    expect(named.statusCode, named.body).toBe(200);
    const response = await sendCard(send, {
      recipientEmail: "Grandma.Rose@Example.com",
      greetingCardBase64: `data:image/png;base64,${cardBase64}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Your card is on its way to Grandma Rose!",
      recipientName: "Grandma Rose",
    });

    const mail = await smtp.mailTo("grandma.rose@example.com");
    expect(mail.subject).toBe(DEFAULT_GREETING_SUBJECT);
    expect(mail.from?.text).toBe('"Mia via Doodle Dino" <cards@doodle.example.org>');
    expect(mail.to).toMatchObject({
      value: [{ name: "Grandma Rose", address: "grandma.rose@example.com" }],
    });
    expect(mail.replyTo?.value).toEqual([{ name: "Lily", address: body.email }]);
    expect(mail.text).toContain("Hi Grandma Rose!");
    expect(mail.text).toContain("Mia made a greeting card just for you");
    expect(mail.text).not.toContain("Lily made");
    expect(mail.text).toContain("Hi Grandma! I drew you a dinosaur.");
    expect(mail.text).toContain("a green dinosaur with a rainbow");
    // The parser swaps `cid:` for the inline part's bytes: the HTML shows the attached card.
    expect(mail.html).toMatch(
      /<img src="data:image\/png;base64,[^"]+" width="504" alt="A greeting card from Mia: a green dinosaur with a rainbow"/,
    );
    expect(mail.html).toContain("Hi Grandma! I drew you a dinosaur.");

    expect(mail.attachments).toHaveLength(2);
    const inline = mail.attachments.find((file) => file.contentDisposition === "inline");
    const attached = mail.attachments.find((file) => file.contentDisposition === "attachment");
    expect(inline?.cid).toBe(GREETING_CARD_CID);
    expect(attached?.filename).toBe(GREETING_CARD_FILENAME);
    for (const file of [inline, attached]) {
      expect(file?.contentType).toBe("image/png");
      const metadata = await sharp(file?.content).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", WIDTH, HEIGHT]);
      expect((await rawPixelsOf(file!.content)).equals(cardPixels)).toBe(true);
    }
    expect(await cardsCounted(user.id)).toBe(1);
  });

  it("is no open relay: only the family's own contacts get cards", async () => {
    const { send, user } = await familyWithContact("192.0.2.41");
    const neighbour = await familyWithContact("192.0.2.42", "their-grandpa@example.com");
    const before = smtp.received.length;
    for (const recipientEmail of ["stranger@example.org", "their-grandpa@example.com"]) {
      const response = await sendCard(send, { recipientEmail });
      expect(response.statusCode, recipientEmail).toBe(403);
      expect(response.json()).toEqual({ message: GREETING_CARD_MESSAGES.notAContact });
    }
    const visitor = await sendCard(browser(t.app, "192.0.2.43"), {});
    expect(visitor.statusCode).toBe(401);
    expect(smtp.received.length).toBe(before);
    expect(await cardsCounted(user.id)).toBe(0);
    expect(await cardsCounted(neighbour.user.id)).toBe(0);
  });

  it("checks the card by its bytes: a PNG, exactly 800×600, at most 3 MB", async () => {
    const { send } = await familyWithContact("192.0.2.44");
    const notPng = (
      await sharp(cardPixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
        .jpeg()
        .toBuffer()
    ).toString("base64");
    const wrongSize = (await pngOf(patternPixels(600, 800), 600, 800)).toString("base64");
    const png = Buffer.from(cardBase64, "base64");
    const truncated = png.subarray(0, Math.floor(png.length / 2)).toString("base64");
    const justTooBig = Buffer.concat([png, Buffer.alloc(GREETING_CARD_MAX_BYTES + 1 - png.length)]);
    const overTheField = "A".repeat(Math.ceil(GREETING_CARD_MAX_BYTES / 3) * 4 + 68);
    const cases: Array<[string, number, string]> = [
      [notPng, 400, GREETING_CARD_MESSAGES.cardNotPng],
      [wrongSize, 400, GREETING_CARD_MESSAGES.cardNotPng],
      [truncated, 400, GREETING_CARD_MESSAGES.cardNotPng],
      [
        `${cardBase64.slice(0, 100)}!!!!${cardBase64.slice(104)}`,
        400,
        GREETING_CARD_MESSAGES.cardNotPng,
      ],
      [
        Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64"),
        400,
        GREETING_CARD_MESSAGES.cardNotPng,
      ],
      ["", 400, GREETING_CARD_MESSAGES.cardMissing],
      [justTooBig.toString("base64"), 413, GREETING_CARD_MESSAGES.cardTooBig],
      [overTheField, 400, GREETING_CARD_MESSAGES.cardTooBig],
      ["A".repeat(5 * 1024 * 1024), 413, "That is too much to send at once."],
    ];
    const before = smtp.received.length;
    for (const [greetingCardBase64, status, message] of cases) {
      const response = await sendCard(send, { greetingCardBase64 });
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const wrongType = await sendCard(send, { greetingCardBase64: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(smtp.received.length).toBe(before);
  });

  it("takes a card near 3 MB through the larger body limit of this one route", async () => {
    const { send } = await familyWithContact("192.0.2.45");
    const noise = randomBytes(WIDTH * HEIGHT * 4);
    for (let index = 3; index < noise.length; index += 4) noise[index] = 255;
    const big = await pngOf(noise);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(GREETING_CARD_MAX_BYTES);
    const response = await sendCard(send, { greetingCardBase64: big.toString("base64") });
    expect(response.statusCode, response.body).toBe(200);

    const elsewhere = await send({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Nan", email: "nan@example.com", notes: "x".repeat(2 * 1024 * 1024) },
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  it("lets no header be injected through any field", async () => {
    const { send, body } = await familyWithContact("192.0.2.46");
    const injection = "\r\nBcc: evil@example.org\r\nReply-To: evil@example.org";
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ subject: `Hello${injection}` }, ONE_LINE_MESSAGE],
      [{ recipientName: `Grandma Rose${injection}` }, ONE_LINE_MESSAGE],
      [{ recipientEmail: `grandma@example.com${injection}` }, "Please enter a valid email address"],
      [{ subject: "Hello\u2028Bcc: evil@example.org" }, ONE_LINE_MESSAGE],
    ];
    for (const [payload, message] of refused) {
      const response = await sendCard(send, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }

    // Line breaks belong in a message and a description: they stay in the body, never the header.
    const response = await sendCard(send, {
      subject: "A card for you: Bcc grandpa",
      // A message may not hold an address at all (personal details stay private): this one tries
      // the header break alone; the description carries the addresses.
      customMessage: `Hello!\r\nBcc: grandpa\r\nCc: grandma\n\nContent-Type: text/html`,
      imageDescription: `a cat${injection}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Sent as a job: waited for by its subject (the sign-up's mail may come before or after).
    const mail = await smtp.mailTo("grandma@example.com", "A card for you: Bcc grandpa");
    const sentAt = smtp.received.indexOf(mail);
    expect(smtp.received.filter((entry) => entry.subject === mail.subject)).toHaveLength(1);
    expect(smtp.envelopeRecipients[sentAt]).toEqual(["grandma@example.com"]);
    expect(mail.subject).toBe("A card for you: Bcc grandpa");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.replyTo?.value).toEqual([{ name: "Lily", address: body.email }]);
    expect(mail.text).toContain("Bcc: grandpa");
    expect(mail.headers.has("cc")).toBe(false);
    expect(mail.html).not.toContain("<script");
  });

  it("refuses unkind words before anything is sent", async () => {
    const { send, user } = await familyWithContact("192.0.2.47");
    for (const payload of [
      { customMessage: "you are a bitch" },
      { subject: "shit" },
      { imageDescription: "f u c k" },
    ]) {
      const response = await sendCard(send, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: GREETING_CARD_MESSAGES.unkind });
    }
    expect(await cardsCounted(user.id)).toBe(0);
  });

  it("refuses personal details in the card's words, kindly, before anything is sent", async () => {
    const { send, user } = await familyWithContact("192.0.2.49");
    for (const payload of [
      { customMessage: "Call me on five five five one two three four" },
      { subject: "visit www.example.com" },
    ]) {
      const response = await sendCard(send, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Let's keep personal details private!/);
    }
    expect(await cardsCounted(user.id)).toBe(0);
  });

  it(`sends at most ${GREETING_CARDS_PER_HOUR} cards an hour a family, even all at once`, async () => {
    const { send, user } = await familyWithContact("192.0.2.48");
    const now = Date.now();
    await t.db.insert(userActivity).values([
      ...Array.from({ length: GREETING_CARDS_PER_HOUR - 2 }, (_, index) => ({
        userId: user.id,
        activityType: "greeting_card_sent",
        timestamp: new Date(now - 10 * 60_000 + index * 1000),
      })),
      {
        userId: user.id,
        activityType: "greeting_card_sent",
        timestamp: new Date(now - 61 * 60_000),
      },
    ]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendCard(send, {})));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      /^That's a lot of cards! A family can send 30 cards an hour\. Please wait (50|51) minutes and try again\.$/,
    );
    expect(await cardsCounted(user.id)).toBe(GREETING_CARDS_PER_HOUR + 1);
  });

  it("tries a card the mail server refuses again, and it arrives counted once", async () => {
    const { send, user } = await familyWithContact("192.0.2.49", "auntie@example.com");
    smtp.failNextMail();
    const response = await sendCard(send, { recipientEmail: "auntie@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Your card is on its way to Grandma Rose!");
    const mail = await smtp.mailTo("auntie@example.com", undefined, 15_000);
    expect(smtp.isFailPending()).toBe(false);
    expect(mail.attachments.some((file) => file.contentType === "image/png")).toBe(true);
    expect(await cardsCounted(user.id)).toBe(1);
  });
});
