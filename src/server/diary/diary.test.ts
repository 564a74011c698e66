import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIARY_KEPT_ENTRIES, ZDiaryEntry, ZDiaryList } from "../../shared/contracts/diary";
import { diaryImages, generatedImages } from "../db/schema";
import { createSignedInUser, type Send } from "../test/account-factory";
import { insertPictures } from "../test/admin-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** `count` pictures of the user's, oldest first, a minute apart. */
async function picturesOf(userId: string, count: number): Promise<string[]> {
  const start = Date.UTC(2026, 0, 1);
  const times = Array.from({ length: count }, (_, index) =>
    new Date(start + index * 60_000).toISOString(),
  );
  return insertPictures(t.db, { userId }, times);
}

const save = (send: Send, payload: unknown) =>
  send({ method: "POST", url: "/api/diary/save", payload });

async function diaryOf(send: Send) {
  const response = await send({ method: "GET", url: "/api/diary" });
  expect(response.statusCode, response.body).toBe(200);
  return ZDiaryList.parse(response.json());
}

describe("the picture diary", () => {
  it("answers 401 to a visitor on every diary call and on the studio's pictures", async () => {
    const visitor = browser(t.app);
    const someId = crypto.randomUUID();
    const answers = await Promise.all([
      save(visitor, { imageId: someId }),
      visitor({ method: "GET", url: "/api/diary" }),
      visitor({ method: "DELETE", url: `/api/diary/${someId}` }),
      visitor({ method: "GET", url: "/api/images/animated" }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: "Please sign in first." });
    }
  });

  it("saves a picture with its title and notes trimmed, and lists it with the picture", async () => {
    const { send, user } = await createSignedInUser(t);
    const [imageId] = await picturesOf(user.id, 1);
    const response = await save(send, {
      imageId,
      title: "  My dragon  ",
      notes: "\n Made on a rainy day. ",
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = ZDiaryEntry.parse(response.json());
    expect(entry).toMatchObject({
      title: "My dragon",
      notes: "Made on a rainy day.",
      image: { id: imageId, description: "picture 0", faceSwappedUrl: null },
    });
    expect(entry.image.imageUrl).toMatch(/^\/media\//);

    expect(await diaryOf(send)).toEqual([entry]);
  });

  it("leaves out a title and notes that are empty once trimmed", async () => {
    const { send, user } = await createSignedInUser(t);
    const [imageId] = await picturesOf(user.id, 1);
    const response = await save(send, { imageId, title: "   ", notes: "" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: null, notes: null });
  });

  it("says 409 when the picture is already saved, also when two saves race", async () => {
    const { send, user } = await createSignedInUser(t);
    const [first, second] = await picturesOf(user.id, 2);
    expect((await save(send, { imageId: first })).statusCode).toBe(201);
    const again = await save(send, { imageId: first, title: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This picture is already saved in your diary!" });

    const racing = await Promise.all([
      save(send, { imageId: second }),
      save(send, { imageId: second }),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await diaryOf(send)).toHaveLength(2);
  });

  it("saves only the family's own pictures and removes only its own entries", async () => {
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const [alicePicture] = await picturesOf(alice.user.id, 1);
    const [visitorPicture] = await insertPictures(t.db, { visitorId: "some-visitor" }, [
      new Date().toISOString(),
    ]);

    for (const imageId of [alicePicture, visitorPicture, crypto.randomUUID()]) {
      const answer = await save(bob.send, { imageId });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: "That picture was not found in your gallery." });
    }

    const saved = ZDiaryEntry.parse((await save(alice.send, { imageId: alicePicture })).json());
    expect(await diaryOf(bob.send)).toEqual([]);
    const taken = await bob.send({ method: "DELETE", url: `/api/diary/${saved.id}` });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ message: "That picture is not in your diary." });
    expect(await diaryOf(alice.send)).toHaveLength(1);

    const removed = await alice.send({ method: "DELETE", url: `/api/diary/${saved.id}` });
    expect(removed.statusCode).toBe(204);
    expect(await diaryOf(alice.send)).toEqual([]);
    const [stillInGallery] = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.id, alicePicture!));
    expect(stillInGallery).toBeDefined();
    const twice = await alice.send({ method: "DELETE", url: `/api/diary/${saved.id}` });
    expect(twice.statusCode).toBe(404);
  });

  it.each([
    ["a missing picture id", { imageId: undefined }],
    ["a picture id that is not ours", { imageId: "../../etc/passwd" }],
    ["a number as title", { title: 7 }],
    ["a title over 80 letters", { title: "a".repeat(81) }],
    ["notes over 500 letters", { notes: "a".repeat(501) }],
    ["a NUL byte in the notes", { notes: "nice\u0000day" }],
    ["rude words in the title", { title: "a shitty day" }],
  ])("refuses %s with a readable 400", async (_case, extra) => {
    const { send, user } = await createSignedInUser(t);
    const [imageId] = await picturesOf(user.id, 1);
    const answer = await save(send, { imageId, ...extra });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toEqual(expect.any(String));
    expect(await diaryOf(send)).toEqual([]);
  });

  it("keeps the title and notes at exactly their limits, softening scary words", async () => {
    const { send, user } = await createSignedInUser(t);
    const [first, second] = await picturesOf(user.id, 2);
    const atLimits = await save(send, {
      imageId: first,
      title: "t".repeat(80),
      notes: "n".repeat(500),
    });
    expect(atLimits.statusCode, atLimits.body).toBe(201);
    const softened = await save(send, {
      imageId: second,
      title: "The dragon will kill the knight",
    });
    expect(softened.statusCode, softened.body).toBe(201);
    expect(softened.json().title).not.toMatch(/kill/i);
  });

  it("refuses a malformed entry id with 400 before any query", async () => {
    const { send } = await createSignedInUser(t);
    const answer = await send({ method: "DELETE", url: "/api/diary/not-an-id" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toEqual(expect.any(String));
  });
});

describe("the newest 20 are kept", () => {
  it("drops the oldest entry when the 21st picture is saved; the picture stays in the gallery", async () => {
    const { send, user } = await createSignedInUser(t);
    const pictures = await picturesOf(user.id, DIARY_KEPT_ENTRIES + 1);
    for (const imageId of pictures) {
      const answer = await save(send, { imageId, title: `Day ${pictures.indexOf(imageId)}` });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const diary = await diaryOf(send);
    expect(diary).toHaveLength(DIARY_KEPT_ENTRIES);
    expect(diary[0]!.title).toBe(`Day ${DIARY_KEPT_ENTRIES}`);
    expect(diary.map((entry) => entry.image.id)).not.toContain(pictures[0]);
    const gallery = await t.db
      .select({ id: generatedImages.id })
      .from(generatedImages)
      .where(eq(generatedImages.userId, user.id));
    expect(gallery).toHaveLength(DIARY_KEPT_ENTRIES + 1);

    const savedAgain = await save(send, { imageId: pictures[0] });
    expect(savedAgain.statusCode).toBe(201);
    expect((await diaryOf(send))[0]!.image.id).toBe(pictures[0]);
  });

  it("never keeps more than 20 when many saves race, and every save is answered", async () => {
    const { send, user } = await createSignedInUser(t);
    const [earlier] = await picturesOf(user.id, 1);
    expect((await save(send, { imageId: earlier })).statusCode).toBe(201);
    const pictures = await picturesOf(user.id, DIARY_KEPT_ENTRIES + 40);
    const answers = await Promise.all(pictures.map((imageId) => save(send, { imageId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(pictures.map(() => 201));

    const rows = await t.db.select().from(diaryImages).where(eq(diaryImages.userId, user.id));
    expect(rows).toHaveLength(DIARY_KEPT_ENTRIES);
    const kept = new Set(rows.map((row) => row.imageId));
    expect(kept.has(earlier!)).toBe(false);
    expect(await diaryOf(send)).toHaveLength(DIARY_KEPT_ENTRIES);
  });
});

describe("deleting a picture from the gallery", () => {
  it("takes its diary entry with it", async () => {
    const { send } = await createSignedInUser(t);
    const made = await send({
      method: "POST",
      url: "/api/images/generate",
      payload: { description: "a friendly dragon in a flower garden" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const imageId = made.json().id as string;
    expect((await save(send, { imageId, title: "Dragon" })).statusCode).toBe(201);
    expect(await diaryOf(send)).toHaveLength(1);

    const deleted = await send({ method: "DELETE", url: `/api/images/${imageId}` });
    expect(deleted.statusCode).toBe(204);
    expect(await diaryOf(send)).toEqual([]);
    const rows = await t.db.select().from(diaryImages).where(eq(diaryImages.imageId, imageId));
    expect(rows).toEqual([]);
  });
});
