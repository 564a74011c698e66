import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, or } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAccountExport } from "../../shared/contracts/account";
import {
  appSettings,
  diaryImages,
  facePhotos,
  generatedImages,
  messages,
  sessions,
  stories,
  supportSubmissions,
  undeliveredCards,
  userActivity,
  userSessions,
  users,
} from "../db/schema";
import { createSignedInUser, signIn, type Send } from "../test/account-factory";
import { connectFamilies } from "../test/family-factory";
import { browser, createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makePicture = async (send: Send, description: string) => {
  const response = await send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; imageUrl: string; thumbnailUrl: string };
};
const mediaPath = (url: string) => path.join(t.config.mediaDir, path.basename(url));

/** A family with a bit of everything: pictures, a face photo, a diary entry, a story, messages. */
async function family(ipAddress: string) {
  const signedIn = await createSignedInUser(t, { ipAddress });
  const { send, user } = signedIn;
  const picture = await makePicture(send, "a dragon flying over a castle");
  await send({ method: "PUT", url: "/api/settings", payload: { profileIcon: "dragon", age: 5 } });
  const faceFile = `${randomBytes(18).toString("base64url")}.jpg`;
  writeFileSync(path.join(t.config.mediaDir, faceFile), Buffer.from("fake jpeg bytes"));
  await t.db.insert(facePhotos).values({ userId: user.id, name: "Me", imageFile: faceFile });
  await t.db
    .insert(diaryImages)
    .values({ userId: user.id, imageId: picture.id, title: "My dragon" });
  await t.db
    .insert(stories)
    .values({ userId: user.id, title: "The Brave Kite", content: "Once upon a time" });
  return { ...signedIn, picture, faceFile };
}

describe("DELETE /api/account", () => {
  it("answers 401 to visitors", async () => {
    const response = await browser(t.app)({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE" },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([[{}], [{ confirm: "delete" }], [{ confirm: "yes" }]])(
    "needs the typed confirmation (%j)",
    async (payload) => {
      const { send } = await createSignedInUser(t, { ipAddress: "192.0.2.120" });
      const response = await send({ method: "DELETE", url: "/api/account", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Please type DELETE to confirm deleting the account.");
      expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    },
  );

  it("deletes every row and file of the user, ends their sessions, and leaves others alone", async () => {
    const doomed = await family("192.0.2.121");
    const friend = await family("192.0.2.122");
    await t.db.insert(messages).values([
      { fromUserId: doomed.user.id, toUserId: friend.user.id, subject: "Hi", content: "Look!" },
      { fromUserId: friend.user.id, toUserId: doomed.user.id, subject: "Hello", content: "Wow!" },
    ]);
    const otherBrowser = browser(t.app, "192.0.2.123");
    expect((await signIn(otherBrowser, doomed.body.username)).statusCode).toBe(200);
    const files = [mediaPath(doomed.picture.imageUrl), mediaPath(doomed.picture.thumbnailUrl)];
    expect(files.every((file) => existsSync(file))).toBe(true);

    const response = await doomed.send({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/deleted/);

    const id = doomed.user.id;
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    for (const [table, column] of [
      [generatedImages, generatedImages.userId],
      [facePhotos, facePhotos.userId],
      [diaryImages, diaryImages.userId],
      [stories, stories.userId],
      [appSettings, appSettings.userId],
      [userSessions, userSessions.userId],
      [userActivity, userActivity.userId],
      [sessions, sessions.userId],
    ] as const) {
      expect(await t.db.select().from(table).where(eq(column, id))).toHaveLength(0);
    }
    expect(
      await t.db
        .select()
        .from(messages)
        .where(or(eq(messages.fromUserId, id), eq(messages.toUserId, id))),
    ).toHaveLength(0);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(existsSync(path.join(t.config.mediaDir, doomed.faceFile))).toBe(false);

    for (const send of [doomed.send, otherBrowser]) {
      expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    }
    expect((await signIn(browser(t.app, "192.0.2.124"), doomed.body.username)).statusCode).toBe(
      401,
    );

    expect((await friend.send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    expect(existsSync(mediaPath(friend.picture.imageUrl))).toBe(true);
    expect(existsSync(path.join(t.config.mediaDir, friend.faceFile))).toBe(true);
    const gallery = (await friend.send({ method: "GET", url: "/api/images" })).json();
    expect(gallery).toHaveLength(1);
  });
});

describe("GET /api/account/export", () => {
  it("answers 401 to visitors", async () => {
    expect((await browser(t.app)({ method: "GET", url: "/api/account/export" })).statusCode).toBe(
      401,
    );
  });

  it("zips the family's data and pictures, and nothing secret or anyone else's", async () => {
    const mine = await family("192.0.2.130");
    const second = await makePicture(mine.send, "a rainbow unicorn");
    const other = await family("192.0.2.131");
    await t.db.insert(messages).values([
      {
        fromUserId: mine.user.id,
        toUserId: other.user.id,
        subject: "For you",
        content: "A dragon!",
      },
      {
        fromUserId: mine.user.id,
        toUserId: other.user.id,
        subject: "Deleted on our side",
        content: "Still kept for them",
        deletedBySender: "true",
      },
      { fromUserId: other.user.id, toUserId: mine.user.id, subject: "Thanks", content: "Lovely" },
      {
        fromUserId: other.user.id,
        toUserId: other.user.id,
        subject: "Private",
        content: "Not yours",
      },
    ]);

    await connectFamilies(t, mine, other);
    const stranger = await family("192.0.2.132");
    const blocked = await mine.send({
      method: "POST",
      url: "/api/family/blocks",
      payload: { username: stranger.body.username },
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    const [unkind] = await t.db
      .insert(messages)
      .values({
        fromUserId: other.user.id,
        toUserId: mine.user.id,
        subject: "Hey",
        content: "Go away",
      })
      .returning();
    const reported = await mine.send({ method: "POST", url: `/api/messages/${unkind!.id}/report` });
    expect(reported.statusCode, reported.body).toBe(201);
    // A report written before reports left addresses out.
    await t.db.insert(supportSubmissions).values({
      email: mine.body.email,
      subject: "safety_report",
      message: `Sent by ${other.body.username} (${other.body.email}) on 2026-01-02.`,
      reporterUserId: mine.user.id,
      reportedUserId: other.user.id,
    });
    // A stranger's grown-up declined our request: the sender is told only that it waits.
    await t.db.insert(messages).values({
      fromUserId: mine.user.id,
      toUserId: stranger.user.id,
      subject: "Declined there",
      content: "Hello?",
      delivery: "declined",
      deletedByRecipient: "true",
      decidedAt: new Date(),
    });
    await t.db.insert(undeliveredCards).values([
      { userId: mine.user.id, recipientName: "Grandma", subject: "Hello Grandma" },
      { userId: other.user.id, recipientName: "Someone", subject: "Not yours" },
    ]);

    const response = await mine.send({ method: "GET", url: "/api/account/export" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(
        `^attachment; filename="doodle-dino-${mine.body.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`,
      ),
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      [
        "data.json",
        "index.html",
        `face-photos/${(await t.db.select().from(facePhotos).where(eq(facePhotos.userId, mine.user.id)))[0]?.id}.jpg`,
        `pictures/${mine.picture.id}.png`,
        `pictures/${second.id}.png`,
      ].sort(),
    );
    const png = entries[`pictures/${second.id}.png`] as Uint8Array;
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe("PNG");

    const json = strFromU8(entries["data.json"] as Uint8Array);
    const data = ZAccountExport.parse(JSON.parse(json));
    expect(data.user).toMatchObject({ id: mine.user.id, username: mine.body.username });
    expect(data.settings).toMatchObject({ profileIcon: "dragon", age: 5 });
    expect(data.pictures.map((picture) => picture.id).sort()).toEqual(
      [mine.picture.id, second.id].sort(),
    );
    expect(data.diary).toHaveLength(1);
    expect(data.stories).toMatchObject([{ title: "The Brave Kite" }]);
    // Every message still kept about the child, also those deleted or reported on this side.
    expect(data.messagesSent).toEqual([
      expect.objectContaining({ subject: "For you", delivery: "delivered", deletedByYou: false }),
      expect.objectContaining({ subject: "Deleted on our side", deletedByYou: true }),
      // Issue 35 item 4: never 'declined' on the sender's side.
      expect.objectContaining({ to: stranger.body.username, delivery: "waiting" }),
    ]);
    expect(data.messagesReceived).toMatchObject([
      { from: other.body.username, subject: "Thanks", deletedByYou: false, reportedAt: null },
      { from: other.body.username, subject: "Hey", reportedAt: expect.any(String) },
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.activity.map((entry) => entry.activityType)).toContain("picture_made");
    expect(data.connections).toMatchObject([{ family: other.body.username }]);
    expect(data.blocks).toMatchObject([{ family: stranger.body.username }]);
    expect(data.safetyReports).toHaveLength(2);
    expect(data.safetyReports[0]?.message).toContain("Go away");
    expect(data.undeliveredCards).toMatchObject([
      { recipientName: "Grandma", subject: "Hello Grandma" },
    ]);
    // No other family's e-mail address, not even inside a safety report (issue 35 item 5).
    for (const family of [other, stranger]) expect(json).not.toContain(family.body.email);
    expect(json).not.toMatch(/argon2|passwordHash|Token|signupVisitorId/);
    expect(json).not.toContain("Not yours");
    expect(json).not.toContain(other.picture.id);
  });

  it("lays the pictures, stories and messages out in an index.html a parent can open offline", async () => {
    const mine = await family("192.0.2.133");
    const other = await family("192.0.2.134");
    await t.db.insert(messages).values([
      {
        fromUserId: mine.user.id,
        toUserId: other.user.id,
        subject: "Tom & Jerry",
        content: 'A <b>bold</b> "dragon" for you',
        attachedImageId: mine.picture.id,
      },
      { fromUserId: other.user.id, toUserId: mine.user.id, subject: "Thanks", content: "Lovely" },
    ]);

    const response = await mine.send({ method: "GET", url: "/api/account/export" });
    expect(response.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const page = strFromU8(entries["index.html"] as Uint8Array);

    expect(page).toMatch(/^<!doctype html>/);
    const picture = `pictures/${mine.picture.id}.png`;
    expect(entries[picture]).toBeDefined();
    expect(page).toContain(`<img src="${picture}" alt="a dragon flying over a castle">`);
    expect(page).toContain("The Brave Kite");
    expect(page).toContain("Once upon a time");
    expect(page).toContain("Tom &amp; Jerry");
    expect(page).toContain("A &lt;b&gt;bold&lt;/b&gt; &quot;dragon&quot; for you");
    expect(page).toContain(`From ${other.body.username}`);
    expect(page).toContain("Lovely");
    // Every link is a file in the zip; nothing runs, nothing is fetched from anywhere.
    const links = [...page.matchAll(/(?:src|href)="([^"]*)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(entries[decodeURIComponent(link)], link).toBeDefined();
    expect(page).not.toMatch(/<script|javascript:|https?:|url\(|@import/i);
    expect(page).not.toContain("<b>");
  });
});
