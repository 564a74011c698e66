import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXT,
  type TMessage,
  type TMessagePage,
} from "../../shared/contracts/messages";
import { messages } from "../db/schema";
import { createSignedInUser, register, registerBody, type Send } from "../test/account-factory";
import { insertPictures } from "../test/admin-factory";
import { connectFamilies } from "../test/family-factory";
import {
  browser,
  createTestApp,
  prepareTestDatabase,
  resetTestApp,
  type TestApp,
} from "../test/test-app";

let t: TestApp;
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetTestApp(t));
afterAll(() => t.close());

type Family = Awaited<ReturnType<typeof createSignedInUser>>;

/** Two families (and a third where asked), each signed in in a browser of its own. */
async function start(options: { families?: number } = {}) {
  const families: Family[] = [];
  for (let index = 0; index < (options.families ?? 2); index++) {
    const family = await createSignedInUser(t, {
      ipAddress: `198.51.100.${60 + index}`,
      body: { firstName: ["Ada", "Ben", "Cleo"][index]! },
    });
    // The child's name is what others see; the parent's first name never (issue 36).
    const childName = ["Mia", "Leo", "Zoe"][index]!;
    await family.send({ method: "PUT", url: "/api/settings", payload: { childName } });
    families.push(family);
  }
  await connectFamilies(t, ...families);
  return families;
}

const sendMessage = (from: Family, payload: object) =>
  from.send({ method: "POST", url: "/api/messages/send", payload });

const hello = (to: string, extra: object = {}) => ({
  toUserId: to,
  subject: "Hello cousin",
  content: "I drew a dragon for you!",
  ...extra,
});

async function sent(from: Family, payload: object): Promise<TMessage> {
  const response = await sendMessage(from, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TMessage;
}

async function box(who: Family | Send, name: "inbox" | "sent", query = ""): Promise<TMessagePage> {
  const send = typeof who === "function" ? who : who.send;
  const response = await send({ method: "GET", url: `/api/messages/${name}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TMessagePage;
}

const unread = async (who: Family) =>
  (await who.send({ method: "GET", url: "/api/messages/unread-count" })).json().unreadCount;

const markRead = (who: Family, id: string) =>
  who.send({ method: "PATCH", url: `/api/messages/${id}/read` });

const remove = (who: Family, id: string, query = "") =>
  who.send({ method: "DELETE", url: `/api/messages/${id}${query}` });

describe("POST /api/messages/send", () => {
  it("reaches a verified account by username, shows families by username and child's name only", async () => {
    const [ada, ben] = await start();
    const message = await sent(ada!, hello(`  ${ben!.body.username.toUpperCase()} `));
    expect(message).toEqual({
      id: expect.any(String),
      from: { username: ada!.body.username, childName: "Mia" },
      to: { username: ben!.body.username, childName: "Leo" },
      subject: "Hello cousin",
      content: "I drew a dragon for you!",
      attachedImageId: null,
      attachedImage: null,
      isRead: false,
      delivery: "delivered",
      sentAt: expect.any(String),
    });

    const inbox = await box(ben!, "inbox");
    expect(inbox).toEqual({ messages: [message], nextCursor: null });
    expect((await box(ada!, "sent")).messages).toEqual([message]);
    expect((await box(ada!, "inbox")).messages).toEqual([]);
    expect((await box(ben!, "sent")).messages).toEqual([]);
    expect(await unread(ben!)).toBe(1);
    expect(await unread(ada!)).toBe(0);

    const everything = JSON.stringify(inbox);
    for (const secret of [ada!.user.id, ben!.user.id, ada!.body.email, ben!.body.email]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("reaches an account by e-mail in any case, and a family may write to itself", async () => {
    const [ada, ben] = await start();
    const byEmail = await sent(ada!, hello(ben!.body.email.toUpperCase()));
    expect(byEmail.to.username).toBe(ben!.body.username);

    const toSelf = await sent(ada!, hello(ada!.body.username, { subject: "Note to me" }));
    expect((await box(ada!, "inbox")).messages.map((m) => m.id)).toEqual([toSelf.id]);
    expect((await box(ada!, "sent")).messages.map((m) => m.id)).toEqual([toSelf.id, byEmail.id]);
  });

  it("answers 404 with one message for an unknown username and an unverified account's", async () => {
    const [ada] = await start({ families: 1 });
    const waiting = registerBody();
    await register(browser(t.app, "198.51.100.90"), waiting);
    for (const toUserId of ["nobody_here", waiting.username]) {
      const response = await sendMessage(ada!, hello(toUserId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGE_TEXT.recipientNotFound });
    }
    expect(await t.db.select().from(messages)).toEqual([]);
  });

  it("answers an e-mail address the same whether a family has it or not (issue 35 item 8)", async () => {
    const [ada] = await start({ families: 1 });
    const stranger = await createSignedInUser(t, { ipAddress: "198.51.100.91" });
    const waiting = registerBody();
    await register(browser(t.app, "198.51.100.90"), waiting);
    const addresses = [stranger.body.email.toUpperCase(), "Nobody@Example.com ", waiting.email];
    for (const address of addresses) {
      const response = await sendMessage(ada!, hello(address));
      expect(response.statusCode, address).toBe(201);
      // The same shape and words: the family behind an address is never named to a stranger.
      expect(response.json(), address).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        from: { username: ada!.body.username, childName: "Mia" },
        to: { username: address.trim().toLowerCase(), childName: null },
        subject: "Hello cousin",
        content: "I drew a dragon for you!",
        attachedImageId: null,
        attachedImage: null,
        isRead: false,
        delivery: "waiting",
        sentAt: expect.any(String),
      });
    }
    // Only the real family's request is kept; nothing is kept for an address with no family.
    const stored = await t.db.select().from(messages);
    expect(stored.map((row) => row.toUserId)).toEqual([stranger.user.id]);
  });

  it("checks recipient, subject and message in that order after trimming, and their lengths", async () => {
    const [ada, ben] = await start();
    const to = ben!.body.username;
    const cases: Array<[object, string]> = [
      [{ toUserId: "  ", subject: " ", content: "" }, MESSAGE_TEXT.recipientRequired],
      [{ toUserId: to, subject: "  ", content: "" }, MESSAGE_TEXT.subjectRequired],
      [{ toUserId: to, subject: "Hi", content: " \n " }, MESSAGE_TEXT.contentRequired],
      [{ subject: "Hi", content: "Hello" }, MESSAGE_TEXT.recipientRequired],
      [
        hello(to, { subject: "a".repeat(MESSAGE_SUBJECT_MAX_LENGTH + 1) }),
        MESSAGE_TEXT.subjectTooLong,
      ],
      [
        hello(to, { content: "a".repeat(MESSAGE_CONTENT_MAX_LENGTH + 1) }),
        MESSAGE_TEXT.contentTooLong,
      ],
      [hello(to, { attachedImageId: "../etc/passwd" }), "That id is not one of ours."],
    ];
    for (const [payload, message] of cases) {
      const response = await sendMessage(ada!, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const longest = await sent(
      ada!,
      hello(to, {
        subject: ` ${"s".repeat(MESSAGE_SUBJECT_MAX_LENGTH)} `,
        content: "c".repeat(MESSAGE_CONTENT_MAX_LENGTH),
      }),
    );
    expect(longest.subject).toHaveLength(MESSAGE_SUBJECT_MAX_LENGTH);
  });

  it("refuses rude words kindly and softens scary ones", async () => {
    const [ada, ben] = await start();
    const to = ben!.body.username;
    for (const payload of [
      hello(to, { subject: "you are shit" }),
      hello(to, { content: "f u c k" }),
    ]) {
      const response = await sendMessage(ada!, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGE_TEXT.kindWords,
        title: MESSAGE_TEXT.kindWordsTitle,
      });
    }
    const softened = await sent(ada!, hello(to, { content: "A scary monster came by" }));
    expect(softened.content).toBe("A silly monster came by");
    expect(await t.db.select().from(messages)).toHaveLength(1);
  });

  it("refuses a visitor", async () => {
    await start({ families: 1 });
    const visitor = browser(t.app, "198.51.100.99");
    const response = await visitor({
      method: "POST",
      url: "/api/messages/send",
      payload: hello("anyone"),
    });
    expect(response.statusCode).toBe(401);
    for (const url of ["/api/messages/inbox", "/api/messages/sent", "/api/messages/unread-count"]) {
      expect((await visitor({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});

describe("attached pictures", () => {
  it("lets the recipient see the one picture attached, and only the sender's own", async () => {
    const [ada, ben, cleo] = await start({ families: 3 });
    const [adaPicture, adaOther] = await insertPictures(t.db, { userId: ada!.user.id }, [
      "2026-05-01T10:00:00Z",
      "2026-05-01T11:00:00Z",
    ]);
    const [cleoPicture] = await insertPictures(t.db, { userId: cleo!.user.id }, [
      "2026-05-01T12:00:00Z",
    ]);

    const withPicture = await sent(
      ada!,
      hello(ben!.body.username, { attachedImageId: adaPicture }),
    );
    expect(withPicture.attachedImage).toEqual({
      id: adaPicture,
      imageUrl: "/media/seed-0.png",
      thumbnailUrl: "/media/seed-0.webp",
      description: "picture 0",
    });
    const [received] = (await box(ben!, "inbox")).messages;
    expect(received!.attachedImage?.imageUrl).toBe("/media/seed-0.png");
    expect(JSON.stringify(await box(ben!, "inbox"))).not.toContain(adaOther!);
    const benGallery = await ben!.send({ method: "GET", url: "/api/images" });
    expect(benGallery.json()).toEqual([]);

    const borrowed = await sendMessage(
      ada!,
      hello(ben!.body.username, { attachedImageId: cleoPicture }),
    );
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().message).toBe(MESSAGE_TEXT.pictureNotYours);

    const deleted = await ada!.send({ method: "DELETE", url: `/api/images/${adaPicture}` });
    expect(deleted.statusCode).toBe(204);
    const [afterDelete] = (await box(ben!, "inbox")).messages;
    expect(afterDelete!.attachedImage).toBeNull();
  });
});

describe("reading and deleting: sender, recipient and a third family", () => {
  it("lets only the recipient mark a message read", async () => {
    const [ada, ben, cleo] = await start({ families: 3 });
    const message = await sent(ada!, hello(ben!.body.username));

    const bySender = await markRead(ada!, message.id);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().message).toBe(MESSAGE_TEXT.onlyRecipientReads);
    const byThird = await markRead(cleo!, message.id);
    expect(byThird.statusCode).toBe(404);
    expect(byThird.json().message).toBe(MESSAGE_TEXT.notFound);
    expect((await markRead(ben!, crypto.randomUUID())).statusCode).toBe(404);
    expect((await markRead(ben!, "not-an-id")).statusCode).toBe(400);

    const byRecipient = await markRead(ben!, message.id);
    expect(byRecipient.statusCode).toBe(200);
    expect(byRecipient.json()).toEqual({ ...message, isRead: true });
    expect(await unread(ben!)).toBe(0);
    expect((await box(ada!, "sent")).messages[0]!.isRead).toBe(true);
  });

  it("deletes each side's copy only, and the row once both have", async () => {
    const [ada, ben, cleo] = await start({ families: 3 });
    const first = await sent(ada!, hello(ben!.body.username, { subject: "First" }));
    const second = await sent(ada!, hello(ben!.body.username, { subject: "Second" }));

    expect((await remove(cleo!, first.id)).statusCode).toBe(404);
    expect((await remove(ben!, first.id, "?box=sent")).statusCode).toBe(404);
    expect((await remove(ada!, first.id, "?box=trash")).statusCode).toBe(400);

    expect((await remove(ada!, first.id)).statusCode).toBe(204);
    expect((await box(ada!, "sent")).messages.map((m) => m.subject)).toEqual(["Second"]);
    expect((await box(ben!, "inbox")).messages.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect((await remove(ada!, first.id)).statusCode).toBe(404);
    expect((await markRead(ben!, first.id)).statusCode).toBe(200);

    expect((await remove(ben!, first.id)).statusCode).toBe(204);
    expect(await t.db.select().from(messages).where(eq(messages.id, first.id))).toEqual([]);

    expect((await remove(ben!, second.id)).statusCode).toBe(204);
    expect((await box(ben!, "inbox")).messages).toEqual([]);
    expect(await unread(ben!)).toBe(0);
    expect((await box(ada!, "sent")).messages.map((m) => m.subject)).toEqual(["Second"]);
    expect((await markRead(ben!, second.id)).statusCode).toBe(404);
  });

  it("deletes one box's copy of a message to yourself when the box is named", async () => {
    const [ada] = await start({ families: 1 });
    const note = await sent(ada!, hello(ada!.body.username));
    expect((await remove(ada!, note.id, "?box=inbox")).statusCode).toBe(204);
    expect((await box(ada!, "inbox")).messages).toEqual([]);
    expect((await box(ada!, "sent")).messages.map((m) => m.id)).toEqual([note.id]);
    expect((await remove(ada!, note.id)).statusCode).toBe(204);
    expect(await t.db.select().from(messages)).toEqual([]);
  });
});

describe("paged lists", () => {
  it("pages newest first with a cursor, ties broken by id, and refuses a made-up cursor", async () => {
    const [ada, ben] = await start();
    const sentIds: string[] = [];
    for (let index = 0; index < 25; index++) {
      sentIds.push((await sent(ada!, hello(ben!.body.username, { subject: `No ${index}` }))).id);
    }
    const seen: TMessage[] = [];
    let query = "?limit=10";
    for (;;) {
      const page = await box(ben!, "inbox", query);
      seen.push(...page.messages);
      if (!page.nextCursor) break;
      query = `?limit=10&cursor=${page.nextCursor}`;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((m) => m.id)).size).toBe(25);
    const order = seen.map((m) => [m.sentAt, m.id].join(" "));
    expect(order).toEqual([...order].sort().reverse());
    expect((await box(ben!, "inbox")).messages).toHaveLength(20);

    for (const cursor of [
      "nonsense",
      Buffer.from("2026-02-30T00:00:00.000000Z|x").toString("base64url"),
    ]) {
      const response = await ben!.send({
        method: "GET",
        url: `/api/messages/inbox?cursor=${cursor}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGE_TEXT.badCursor);
    }
    const tooMany = await ben!.send({ method: "GET", url: "/api/messages/inbox?limit=500" });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("crafted input", () => {
  it("answers every messages call with a readable 4xx, never a 5xx", async () => {
    const [ada] = await start({ families: 1 });
    const nul = "a\u0000b";
    const huge = "x".repeat(100_000);
    const bodies: unknown[] = [
      { toUserId: nul, subject: "Hi", content: "Hello" },
      { toUserId: "ada", subject: nul, content: "Hello" },
      { toUserId: "ada", subject: "Hi", content: "\uD800" },
      { toUserId: 42, subject: ["Hi"], content: { text: "Hello" } },
      { toUserId: huge, subject: huge, content: huge },
      { toUserId: "ada", subject: "Hi", content: "Hello", attachedImageId: nul },
      { toUserId: "ada", subject: "Hi", content: "Hello", attachedImageId: 7 },
      "just a string",
      null,
    ];
    for (const payload of bodies) {
      const response = await ada!.send({
        method: "POST",
        url: "/api/messages/send",
        payload: JSON.stringify(payload),
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe("string");
    }
    const urls = [
      "/api/messages/inbox?cursor=%00",
      `/api/messages/inbox?cursor=${"A".repeat(5000)}`,
      "/api/messages/sent?limit=abc",
      "/api/messages/sent?limit=1e400",
      "/api/messages/sent?limit=1&limit=2",
      "/api/messages/inbox?cursor=a&cursor=b",
    ];
    for (const url of urls) {
      const response = await ada!.send({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
    }
    for (const id of ["%00", "..%2F..%2Fetc", "1 or 1=1", "a".repeat(300)]) {
      for (const method of ["PATCH", "DELETE"] as const) {
        const url = method === "PATCH" ? `/api/messages/${id}/read` : `/api/messages/${id}`;
        const response = await ada!.send({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    const badBox = await ada!.send({
      method: "DELETE",
      url: `/api/messages/${crypto.randomUUID()}?box=%00`,
    });
    expect(badBox.statusCode).toBe(400);
  });
});
