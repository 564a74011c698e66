import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ZImageList } from "../../shared/contracts/images";
import { ZGeneratedStory, ZStory, ZStoryList } from "../../shared/contracts/stories";
import { generatedImages, stories, users } from "../db/schema";
import { createMediaStore } from "../media/media-store";
import { createBuiltinIllustrator } from "../providers/images/builtin-illustrator";
import type { ImageProvider } from "../providers/images/image-provider";
import { createSignedInUser, type Send } from "../test/account-factory";
import {
  browser,
  createTestApp,
  prepareTestDatabase,
  resetTestApp,
  type TestApp,
} from "../test/test-app";
import { sweepUnsavedScenes } from "./sweep-unsaved-scenes";

beforeAll(prepareTestDatabase);

const THREE_SENTENCES =
  "A purple dragon lived in a big castle. One day the dragon found a red ball. The purple dragon played with the ball in the garden.";

const generate = (send: Send, payload: unknown) =>
  send({ method: "POST", url: "/api/stories/generate", payload });
const save = (send: Send, payload: unknown) =>
  send({ method: "POST", url: "/api/stories", payload });
const storiesUsed = async (send: Send) =>
  (
    (await send({ method: "GET", url: "/api/subscription/usage" })).json() as {
      storiesUsed: number;
    }
  ).storiesUsed;

async function makeStory(send: Send, story = THREE_SENTENCES, title = "The Dragon's Ball") {
  const response = await generate(send, { title, story, mood: "magical", colorTheme: "ocean" });
  expect(response.statusCode, response.body).toBe(201);
  return ZGeneratedStory.parse(response.json()).scenes;
}

const saveBody = (title: string, scenes: Awaited<ReturnType<typeof makeStory>>) => ({
  title,
  content: THREE_SENTENCES,
  mood: "magical",
  colorTheme: "ocean",
  scenes: scenes.map(({ sceneNumber, scene, imageUrl }) => ({
    sceneNumber,
    description: scene,
    imageUrl,
  })),
});

describe("stories on the built-in storyteller", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRIAL_STORIES: "1" } });
  });
  afterEach(() => resetTestApp(t));
  afterAll(() => t.close());

  const mediaFile = (url: string) => path.join(t.config.mediaDir, path.basename(url));
  const mediaCount = () => readdirSync(t.config.mediaDir).length;
  const premium = (userId: string) =>
    t.db.update(users).set({ subscriptionPlan: "premium" }).where(eq(users.id, userId));

  it("tells a three-sentence story as three drawn scenes, out of the gallery, one story spent", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "198.51.100.80" });
    const scenes = await makeStory(send);
    expect(scenes.map((scene) => scene.sceneNumber)).toEqual([1, 2, 3]);
    expect(scenes.map((scene) => scene.scene)).toEqual([
      "A purple dragon lived in a big castle.",
      "One day the dragon found a red ball.",
      "The purple dragon played with the ball in the garden.",
    ]);
    for (const scene of scenes) {
      expect(scene.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22,}\.png$/);
      const png = await send({ method: "GET", url: scene.imageUrl ?? "" });
      expect(png.statusCode).toBe(200);
      expect(png.rawPayload.readUInt32BE(16)).toBe(1024);
    }
    expect(await storiesUsed(send)).toBe(1);
    expect(ZImageList.parse((await send({ method: "GET", url: "/api/images" })).json())).toEqual(
      [],
    );
  });

  it("answers the free plan's 403 with the way up once the month's story is used, spending nothing", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "198.51.100.81" });
    await makeStory(send);
    const before = mediaCount();
    const refused = await generate(send, { title: "Again", story: THREE_SENTENCES });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      title: "Monthly story limit reached",
      message:
        "You've made all 1 story of your Free plan this month. Upgrade to Premium for 30 stories a month!",
    });
    expect(mediaCount()).toBe(before);
    expect(await storiesUsed(send)).toBe(1);
  });

  it("saves a story for the session's user only, lists it with thumbnails, and deletes it with its files", async () => {
    const family = await createSignedInUser(t, { ipAddress: "198.51.100.82" });
    const other = await createSignedInUser(t, { ipAddress: "198.51.100.83" });
    const scenes = await makeStory(family.send);

    const saved = await save(family.send, {
      ...saveBody("The Dragon's Ball", scenes),
      userId: other.user.id,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const story = ZStory.parse(saved.json());
    expect(story).toMatchObject({
      title: "The Dragon's Ball",
      mood: "magical",
      colorTheme: "ocean",
    });
    expect(story.scenes.map((scene) => scene.imageUrl)).toEqual(scenes.map((s) => s.imageUrl));
    for (const scene of story.scenes) expect(scene.thumbnailUrl).toMatch(/\.webp$/);

    const mine = ZStoryList.parse(
      (await family.send({ method: "GET", url: "/api/stories" })).json(),
    );
    expect(mine.map((entry) => entry.id)).toEqual([story.id]);
    expect(mine[0]?.scenes[0]?.thumbnailUrl).toBe(story.scenes[0]?.thumbnailUrl);
    expect((await other.send({ method: "GET", url: "/api/stories" })).json()).toEqual([]);

    const again = await save(family.send, saveBody("Twice", scenes));
    expect(again.statusCode).toBe(400);

    const stranger = await other.send({ method: "DELETE", url: `/api/stories/${story.id}` });
    expect(stranger.statusCode).toBe(404);
    const files = story.scenes.flatMap((scene) => [scene.imageUrl ?? "", scene.thumbnailUrl ?? ""]);
    for (const file of files) expect(existsSync(mediaFile(file))).toBe(true);

    const deleted = await family.send({ method: "DELETE", url: `/api/stories/${story.id}` });
    expect(deleted.statusCode).toBe(204);
    for (const file of files) expect(existsSync(mediaFile(file))).toBe(false);
    expect((await family.send({ method: "GET", url: "/api/stories" })).json()).toEqual([]);
    const rows = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.userId, family.user.id));
    expect(rows).toEqual([]);
    const twice = await family.send({ method: "DELETE", url: `/api/stories/${story.id}` });
    expect(twice.statusCode).toBe(404);
  });

  it("refuses scene pictures that are not this user's unsaved scenes, storing nothing", async () => {
    const family = await createSignedInUser(t, { ipAddress: "198.51.100.84" });
    const other = await createSignedInUser(t, { ipAddress: "198.51.100.85" });
    await premium(other.user.id);
    const theirs = await makeStory(other.send);
    const picture = (
      await other.send({
        method: "POST",
        url: "/api/images/generate",
        payload: { description: "a cat" },
      })
    ).json() as { imageUrl: string };

    for (const imageUrl of [
      theirs[0]?.imageUrl,
      picture.imageUrl,
      "/media/../../etc/passwd",
      "https://example.com/dragon.png",
    ]) {
      const refused = await save(family.send, {
        ...saveBody("Not mine", theirs),
        scenes: [{ sceneNumber: 1, description: "A dragon.", imageUrl }],
      });
      expect(refused.statusCode, String(imageUrl)).toBe(400);
      expect(refused.json().message).toMatch(/not one of your story pictures/);
    }
    expect(await t.db.select().from(stories).where(eq(stories.userId, family.user.id))).toEqual([]);
    // The other family can still save their own.
    expect((await save(other.send, saveBody("Mine", theirs))).statusCode).toBe(201);
  });

  it.each([
    ["a blank title", { title: "  ", story: THREE_SENTENCES }, "Please give your story a title!"],
    ["a missing story", { title: "A title" }, "Please write your story first!"],
    ["a blank story", { title: "A title", story: " \n " }, "Please write your story first!"],
    [
      "a story with no words",
      { title: "A title", story: "?! ..." },
      "Please write your story first!",
    ],
    ["an over-long title", { title: "t".repeat(101), story: THREE_SENTENCES }, /under 100/],
    ["an over-long story", { title: "A title", story: "a ".repeat(1600) }, /under 3000/],
    ["an unknown mood", { title: "A title", story: THREE_SENTENCES, mood: "angry" }, /mood/],
    ["a NUL byte", { title: "A\u0000title", story: THREE_SENTENCES }, /hidden characters/],
    ["rude words", { title: "A title", story: "The shit dragon." }, /kind words/],
  ])("refuses %s with a readable 400 and spends nothing", async (_case, payload, message) => {
    const { send } = await createSignedInUser(t, { ipAddress: "198.51.100.86" });
    const before = mediaCount();
    const response = await generate(send, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await storiesUsed(send)).toBe(0);
    expect(mediaCount()).toBe(before);
  });

  it("refuses bad saves: more than 8 scenes, no scenes, repeated numbers, malformed JSON, visitors", async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "198.51.100.87" });
    const scene = (sceneNumber: number) => ({ sceneNumber, description: "A cat.", imageUrl: null });
    const base = { title: "Cats", content: "A cat." };
    for (const scenes of [
      Array.from({ length: 9 }, (_, index) => scene(index + 1)),
      [],
      [scene(1), scene(1)],
      [{ sceneNumber: 1, description: "x".repeat(1001), imageUrl: null }],
    ]) {
      const response = await save(send, { ...base, scenes });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const malformed = await send({
      method: "POST",
      url: "/api/stories",
      headers: { "content-type": "application/json" },
      payload: '{"title": "Cats"',
    });
    expect(malformed.statusCode).toBe(400);
    const visitor = await save(browser(t.app), { ...base, scenes: [scene(1)] });
    expect(visitor.statusCode).toBe(401);
    expect(await t.db.select().from(stories).where(eq(stories.userId, user.id))).toEqual([]);
  });

  it("refuses crafted story ids and visitors on the Story Book calls", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "198.51.100.88" });
    expect((await send({ method: "DELETE", url: "/api/stories/not-an-id" })).statusCode).toBe(400);
    const unknown = await send({
      method: "DELETE",
      url: "/api/stories/00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    const visitor = browser(t.app);
    expect((await visitor({ method: "GET", url: "/api/stories" })).statusCode).toBe(401);
    expect(
      (
        await visitor({
          method: "DELETE",
          url: "/api/stories/00000000-0000-4000-8000-000000000000",
        })
      ).statusCode,
    ).toBe(401);
  });

  it("lets a visitor make one trial story, then keeps it once that browser signs up", async () => {
    const visitor = browser(t.app, "198.51.100.89");
    const scenes = await makeStory(visitor);
    const second = await generate(visitor, { title: "Another", story: THREE_SENTENCES });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      title: "Trial Complete!",
      message: "Sign up for free to keep making magic stories!",
    });
    expect((await save(visitor, saveBody("Mine", scenes))).statusCode).toBe(401);

    const { send } = await createSignedInUser(t, { send: visitor });
    const saved = await save(send, saveBody("The Dragon's Ball", scenes));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await storiesUsed(send)).toBe(0);
  });

  it("counts a story saved with no picture of its own as one of the month's stories", async () => {
    // Its printed book draws every scene: without this, a free family got unlimited books.
    const { send, user } = await createSignedInUser(t, { ipAddress: "198.51.100.91" });
    const unpictured = {
      title: "Never Drawn",
      content: THREE_SENTENCES,
      scenes: Array.from({ length: 8 }, (_, index) => ({
        sceneNumber: index + 1,
        description: "A purple dragon played with a red ball.",
        imageUrl: null,
      })),
    };
    const first = await save(send, unpictured);
    expect(first.statusCode, first.body).toBe(201);
    expect(await storiesUsed(send)).toBe(1);

    const second = await save(send, unpictured);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      title: "Monthly story limit reached",
      message:
        "You've made all 1 story of your Free plan this month. Upgrade to Premium for 30 stories a month!",
    });
    expect(await t.db.select().from(stories).where(eq(stories.userId, user.id))).toHaveLength(1);
    expect((await generate(send, { title: "More", story: THREE_SENTENCES })).statusCode).toBe(403);
  });

  it("saves a story made once as one story, never split into several", async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "198.51.100.92" });
    const scenes = await makeStory(send);
    const [first, ...rest] = saveBody("The Dragon's Ball", scenes).scenes;
    const part = (scene: typeof first, others: typeof rest) => ({
      ...saveBody("A Part", scenes),
      scenes: [scene, ...others.map((other) => ({ ...other, imageUrl: null }))],
    });
    const split = await save(send, part(first, rest));
    expect(split.statusCode).toBe(400);
    expect(split.json()).toEqual({
      title: "Cannot Save",
      message: "Please save the whole story, with every picture it was made with.",
    });
    expect(await t.db.select().from(stories).where(eq(stories.userId, user.id))).toEqual([]);

    const whole = await save(send, saveBody("The Dragon's Ball", scenes));
    expect(whole.statusCode, whole.body).toBe(201);
    expect(await storiesUsed(send)).toBe(1);
  });

  it("sweeps scene pictures no story kept after 24 hours: rows and files", async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "198.51.100.90" });
    await premium(user.id);
    const kept = await makeStory(send);
    expect((await save(send, saveBody("Kept", kept))).statusCode).toBe(201);
    const dropped = await makeStory(send);
    const media = await createMediaStore(t.config.mediaDir);

    expect(
      await sweepUnsavedScenes({ db: t.db, media }, new Date(Date.now() + 23 * 3600_000)),
    ).toBe(0);
    const removed = await sweepUnsavedScenes(
      { db: t.db, media },
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(removed).toBeGreaterThanOrEqual(dropped.length);
    for (const scene of dropped) expect(existsSync(mediaFile(scene.imageUrl ?? ""))).toBe(false);
    for (const scene of kept) expect(existsSync(mediaFile(scene.imageUrl ?? ""))).toBe(true);
    const rows = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.userId, user.id));
    expect(rows.map((row) => row.storyId === null)).toEqual(kept.map(() => false));
  });
});

describe("when drawing fails", () => {
  /** Which scene drawings fail (1-based, by call order within the test). */
  let isFailing: (call: number) => boolean = () => false;
  let calls = 0;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ imageProvider: failingWhenAsked() });
  });
  afterEach(async () => {
    isFailing = () => false;
    calls = 0;
    await resetTestApp(t);
  });
  afterAll(() => t.close());

  /** The built-in illustrator, failing on the scenes `isFailing` names. */
  function failingWhenAsked(): ImageProvider {
    const real = createBuiltinIllustrator();
    return {
      name: real.name,
      generate: real.generate,
      renderScene: (scene) => {
        calls += 1;
        return isFailing(calls)
          ? Promise.reject(new Error("engine down"))
          : real.renderScene(scene);
      },
    };
  }

  it("spends nothing and keeps nothing when no scene could be drawn", async () => {
    isFailing = () => true;
    const { send } = await createSignedInUser(t);
    const response = await generate(send, { title: "Oops", story: THREE_SENTENCES });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/couldn't draw your story/);
    expect(await storiesUsed(send)).toBe(0);
    expect(readdirSync(t.config.mediaDir)).toEqual([]);
    expect(await t.db.select().from(generatedImages)).toEqual([]);
    const visitor = browser(t.app);
    expect((await generate(visitor, { title: "Oops", story: THREE_SENTENCES })).statusCode).toBe(
      503,
    );
    expect((await generate(visitor, { title: "Oops", story: THREE_SENTENCES })).statusCode).toBe(
      503,
    );
  });

  it("keeps the story when some scenes are drawn; the others have no picture", async () => {
    isFailing = (call) => call === 2;
    const { send } = await createSignedInUser(t);
    const scenes = await makeStory(send);
    expect(scenes.map((scene) => scene.imageUrl === null)).toEqual([false, true, false]);
    const saved = await save(send, saveBody("Partly drawn", scenes));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(ZStory.parse(saved.json()).scenes[1]).toMatchObject({
      imageUrl: null,
      thumbnailUrl: null,
    });
  });
});
