import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { facePhotos, generatedImages, stories, storyRecordings, users } from "../db/schema";
import { createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";
import { createMediaStore } from "./media-store";
import { ORPHAN_MIN_AGE_MS, sweepOrphanMedia } from "./sweep-orphan-media";

let t: TestApp | undefined;
beforeAll(prepareTestDatabase);
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const HOUR_MS = 60 * 60 * 1000;
let serial = 0;

/** Writes a media file last modified `ageMs` ago, and answers its name. */
function mediaFile(folder: string, ageMs: number, extension = "png"): string {
  serial += 1;
  const name = `${"sweeptest".padEnd(20, "x")}${String(serial).padStart(4, "0")}.${extension}`;
  const file = path.join(folder, name);
  writeFileSync(file, "picture bytes");
  const modified = new Date(Date.now() - ageMs);
  utimesSync(file, modified, modified);
  return name;
}

describe("the orphan media sweep", () => {
  it("removes old files no row names, and keeps young files and every referenced one", async () => {
    t = await createTestApp();
    const media = await createMediaStore(t.config.mediaDir);
    const folder = media.folder;
    const old = HOUR_MS;
    const oldOrphan = mediaFile(folder, old);
    const oldOrphanThumb = mediaFile(folder, old, "webp");
    const youngOrphan = mediaFile(folder, 60 * 1000);
    const picture = mediaFile(folder, old);
    const thumbnail = mediaFile(folder, old, "webp");
    const faceSwapped = mediaFile(folder, old);
    const faceSwappedThumbnail = mediaFile(folder, old, "webp");
    const face = mediaFile(folder, old, "jpg");
    const scene = mediaFile(folder, old);
    const avatar = mediaFile(folder, old);
    const recording = mediaFile(folder, old, "webm");
    const oldOrphanRecording = mediaFile(folder, old, "m4a");
    writeFileSync(path.join(folder, "notes.txt"), "not a media file");
    utimesSync(path.join(folder, "notes.txt"), new Date(0), new Date(0));

    const [user] = await t.db
      .insert(users)
      .values({
        username: "sweeper",
        email: "sweeper@example.com",
        profileImageUrl: `/media/${avatar}`,
      })
      .returning();
    const userId = user!.id;
    await t.db.insert(generatedImages).values({
      userId,
      description: "a kept picture",
      imageFile: picture,
      thumbnailFile: thumbnail,
      faceSwappedFile: faceSwapped,
      faceSwappedThumbnailFile: faceSwappedThumbnail,
      provider: "test",
    });
    await t.db.insert(facePhotos).values({ userId, name: "Me", imageFile: face });
    const [story] = await t.db
      .insert(stories)
      .values({
        userId,
        title: "A kept story",
        content: "Once upon a time",
        scenes: [{ sceneNumber: 1, description: "a bunny", imageUrl: `/media/${scene}` }],
      })
      .returning();
    await t.db
      .insert(storyRecordings)
      .values({ storyId: story!.id, userId, page: 1, audioFile: recording, durationMs: 900 });

    expect(await sweepOrphanMedia(t.db, media, new Date())).toBe(3);
    const kept = (name: string) => existsSync(path.join(folder, name));
    expect([oldOrphan, oldOrphanThumb, oldOrphanRecording].filter(kept)).toEqual([]);
    const named = [
      picture,
      thumbnail,
      faceSwapped,
      faceSwappedThumbnail,
      face,
      scene,
      avatar,
      recording,
    ];
    expect([youngOrphan, ...named].every(kept)).toBe(true);
    expect(kept("notes.txt")).toBe(true);
    expect(await sweepOrphanMedia(t.db, media, new Date())).toBe(0);
    expect(await sweepOrphanMedia(t.db, media, new Date(Date.now() + ORPHAN_MIN_AGE_MS))).toBe(1);
    expect(kept(youngOrphan)).toBe(false);
  });

  it("runs when the server starts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-sweep-"));
    try {
      mkdirSync(path.join(dataDir, "media"));
      const leftByACrash = mediaFile(path.join(dataDir, "media"), HOUR_MS);
      t = await createTestApp({ env: { DATA_DIR: dataDir } });
      // On PostgreSQL the start-up turn is a queued job a worker takes a moment later.
      await vi.waitFor(
        () => expect(existsSync(path.join(dataDir, "media", leftByACrash))).toBe(false),
        { timeout: 20_000, interval: 200 },
      );
      await t.close();
      t = undefined;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
