import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ZGeneratedStory,
  ZStory,
  ZStoryList,
  type TGeneratedScene,
} from "../../shared/contracts/stories";
import { generatedImages, users } from "../db/schema";
import { createFamilyWithFaceSwap } from "../face-photos/face-photos.test-support";
import { createMediaStore } from "../media/media-store";
import { sweepOrphanMedia } from "../media/sweep-orphan-media";
import type { Send } from "../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";
import { sweepUnsavedScenes } from "./sweep-unsaved-scenes";

const STORY = "A little girl went to the beach. The girl built a big sand castle by the sea.";
const TITLE = "Sand Castle Day";

let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp();
});
afterAll(() => t.close());

const mediaPath = (url: string) => path.join(t.config.mediaDir, path.basename(url));

async function makeStory(send: Send, story = STORY): Promise<TGeneratedScene[]> {
  const response = await send({
    method: "POST",
    url: "/api/stories/generate",
    payload: { title: TITLE, story },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZGeneratedStory.parse(response.json()).scenes;
}

async function saveStory(send: Send, scenes: readonly TGeneratedScene[]) {
  const response = await send({
    method: "POST",
    url: "/api/stories",
    payload: {
      title: TITLE,
      content: STORY,
      scenes: scenes.map(({ sceneNumber, scene, imageUrl }) => ({
        sceneNumber,
        description: scene,
        imageUrl,
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZStory.parse(response.json());
}

/** A scene's swapped picture and its small version, on disk. */
const swappedFilesOf = (scene: {
  faceSwappedUrl: string | null;
  faceSwappedThumbnailUrl?: string | null;
}) => [scene.faceSwappedUrl, scene.faceSwappedThumbnailUrl].map((url) => mediaPath(url ?? ""));

const swappedUrlsOf = (scenes: ReadonlyArray<{ faceSwappedUrl: string | null }>) =>
  scenes.map((scene) => scene.faceSwappedUrl);

describe("face-swapped story scenes", () => {
  it("give every scene with a person its swapped version, kept when the story is saved", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.230");
    const scenes = await makeStory(send);
    expect(scenes.length).toBeGreaterThanOrEqual(2);
    for (const scene of scenes) {
      expect(scene.faceSwappedUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22,}\.png$/);
      expect(scene.faceSwappedUrl).not.toBe(scene.imageUrl);
      const served = await send({ method: "GET", url: scene.faceSwappedUrl ?? "" });
      expect(served.statusCode).toBe(200);
      const [original, swapped] = await Promise.all(
        [scene.imageUrl ?? "", scene.faceSwappedUrl ?? ""].map((url) =>
          sharp(mediaPath(url)).raw().toBuffer(),
        ),
      );
      expect(swapped?.equals(original ?? Buffer.alloc(0))).toBe(false);
    }

    const saved = await saveStory(send, scenes);
    expect(swappedUrlsOf(saved.scenes)).toEqual(swappedUrlsOf(scenes));
    const book = ZStoryList.parse((await send({ method: "GET", url: "/api/stories" })).json());
    expect(swappedUrlsOf(book[0]?.scenes ?? [])).toEqual(swappedUrlsOf(scenes));
    // Thumbnails stay the small originals; the swap has its own small version.
    expect(book[0]?.scenes[0]?.thumbnailUrl).not.toBe(scenes[0]?.faceSwappedUrl);
    const smallUrls = scenes.map((scene) => scene.faceSwappedThumbnailUrl);
    expect(smallUrls.every((url) => /^\/media\/[A-Za-z0-9_-]{22,}\.webp$/.test(url ?? ""))).toBe(
      true,
    );
    expect(book[0]?.scenes.map((scene) => scene.faceSwappedThumbnailUrl)).toEqual(smallUrls);
    expect(saved.scenes.map((scene) => scene.faceSwappedThumbnailUrl)).toEqual(smallUrls);
  });

  it("are not made with face swap off, without a plan that has it, or for a visitor", async () => {
    const off = await createFamilyWithFaceSwap(t, "192.0.2.231");
    await off.send({ method: "PUT", url: "/api/settings", payload: { faceSwapEnabled: "false" } });
    expect(swappedUrlsOf(await makeStory(off.send))).toEqual([null, null]);

    const lapsed = await createFamilyWithFaceSwap(t, "192.0.2.232");
    await t.db.update(users).set({ subscriptionPlan: "free" }).where(eq(users.id, lapsed.user.id));
    expect(swappedUrlsOf(await makeStory(lapsed.send))).toEqual([null, null]);

    expect(swappedUrlsOf(await makeStory(browser(t.app, "192.0.2.237")))).toEqual([null, null]);
  });

  it("are not made for scenes without a person (animals only in animal face mode)", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.233");
    const dogStory = "A happy dog ran in the park. The dog found a big red ball under a tree.";
    expect(swappedUrlsOf(await makeStory(send, dogStory))).toEqual([null, null]);
    await send({ method: "PUT", url: "/api/settings", payload: { animalFaceMode: true } });
    const swapped = swappedUrlsOf(await makeStory(send, dogStory));
    expect(swapped.every((url) => url !== null)).toBe(true);
  });

  it("go with their story when it is deleted, and with unsaved scenes when swept", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.234");
    const saved = await saveStory(send, await makeStory(send));
    const files = saved.scenes.flatMap(swappedFilesOf);
    expect(files.every((file) => existsSync(file))).toBe(true);
    const deleted = await send({ method: "DELETE", url: `/api/stories/${saved.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(files.some((file) => existsSync(file))).toBe(false);

    const unsaved = (await makeStory(send)).flatMap(swappedFilesOf);
    expect(unsaved.every((file) => existsSync(file))).toBe(true);
    const media = await createMediaStore(t.config.mediaDir);
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await sweepUnsavedScenes({ db: t.db, media }, dayLater)).toBeGreaterThanOrEqual(2);
    expect(unsaved.some((file) => existsSync(file))).toBe(false);
  });

  it("are counted by the orphan media sweep, saved or not yet saved", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.235");
    const saved = await saveStory(send, await makeStory(send));
    const unsaved = await makeStory(send);
    const files = [...saved.scenes, ...unsaved].flatMap(swappedFilesOf);
    const media = await createMediaStore(t.config.mediaDir);
    // With no minimum age every file is a candidate: only the named ones may stay.
    await sweepOrphanMedia(t.db, media, new Date(), 0);
    expect(files.every((file) => existsSync(file))).toBe(true);

    await t.db
      .update(generatedImages)
      .set({ faceSwappedFile: null, faceSwappedThumbnailFile: null })
      .where(eq(generatedImages.storyId, saved.id));
    await sweepOrphanMedia(t.db, media, new Date(), 0);
    expect(saved.scenes.flatMap(swappedFilesOf).some((file) => existsSync(file))).toBe(false);
  });

  it("are in the family export", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.236");
    const saved = await saveStory(send, await makeStory(send));
    const response = await send({ method: "GET", url: "/api/account/export" });
    expect(response.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(entries["data.json"] ?? new Uint8Array())) as {
      pictures: Array<{ storyId: string | null; faceSwapFile: string | null }>;
    };
    const scenePictures = data.pictures.filter((picture) => picture.storyId === saved.id);
    expect(scenePictures).toHaveLength(saved.scenes.length);
    const swappedOnDisk = saved.scenes.map((scene) =>
      readFileSync(mediaPath(scene.faceSwappedUrl ?? "")).toString("base64"),
    );
    const exported = scenePictures.map((picture) => {
      expect(picture.faceSwapFile).toMatch(/^pictures\/.+-face-swap\.png$/);
      return Buffer.from(entries[picture.faceSwapFile ?? ""] ?? []).toString("base64");
    });
    expect(exported.sort()).toEqual(swappedOnDisk.sort());
  });
});
