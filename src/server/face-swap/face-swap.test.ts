import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeScene, faceAnchorsOf } from "../../illustrator";
import { ZImage, type TImage } from "../../shared/contracts/images";
import { facePhotos, generatedImages, users } from "../db/schema";
import { createFamilyWithFaceSwap } from "../face-photos/face-photos.test-support";
import { sweepUnusedFacePhotos } from "../face-photos/sweep-face-photos";
import { createMediaStore } from "../media/media-store";
import { sweepOrphanMedia } from "../media/sweep-orphan-media";
import { THUMBNAIL_SIZE } from "../../shared/limits";
import type { Send } from "../test/account-factory";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mediaPath = (url: string) => path.join(t.config.mediaDir, path.basename(url));

async function makePicture(send: Send, description: string): Promise<TImage> {
  const response = await send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZImage.parse(response.json());
}

const pixels = async (file: string) =>
  sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe("face-swapped versions of new pictures", () => {
  it("put the child's face on each person, and nowhere else", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.220");
    const picture = await makePicture(send, "a girl on the beach");
    expect(picture.faceSwappedUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22,}\.png$/);
    const served = await send({ method: "GET", url: picture.faceSwappedUrl ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");

    const original = await pixels(mediaPath(picture.imageUrl));
    const swapped = await pixels(mediaPath(picture.faceSwappedUrl ?? ""));
    expect(swapped.info).toMatchObject({ width: 1024, height: 1024 });
    const [face] = faceAnchorsOf(composeScene("a girl on the beach"));
    expect(face).toBeDefined();
    const at = (x: number, y: number) => (Math.round(y) * 1024 + Math.round(x)) * 4;
    // The face photo is green: the cheek is now greener than the drawing's yellow skin.
    const cheek = at((face?.x ?? 0) * 1024 - 15, (face?.y ?? 0) * 1024 + 10);
    const greenness = (data: Buffer) => (data[cheek + 1] ?? 0) - (data[cheek] ?? 0);
    expect(greenness(swapped.data)).toBeGreaterThan(greenness(original.data) + 20);
    // Far from any face nothing changed.
    expect(swapped.data.subarray(0, 1024 * 4 * 300)).toEqual(
      original.data.subarray(0, 1024 * 4 * 300),
    );

    const gallery = await send({ method: "GET", url: "/api/images" });
    expect(gallery.json()[0].faceSwappedUrl).toBe(picture.faceSwappedUrl);
  });

  it("have a small WebP made like the picture's own thumbnail, listed alike in SQL and TS", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.227");
    const picture = await makePicture(send, "a girl on the beach");
    expect(picture.faceSwappedThumbnailUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22,}\.webp$/);
    const served = await send({ method: "GET", url: picture.faceSwappedThumbnailUrl ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const [small, originalSmall] = await Promise.all(
      [picture.faceSwappedThumbnailUrl, picture.thumbnailUrl].map((url) =>
        sharp(mediaPath(url ?? "")).metadata(),
      ),
    );
    expect(small).toMatchObject({ format: "webp", width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
    expect(originalSmall).toMatchObject({ format: "webp", width: THUMBNAIL_SIZE });
    const bytesOf = (url: string | null | undefined) => statSync(mediaPath(url ?? "")).size;
    expect(bytesOf(picture.faceSwappedUrl)).toBeGreaterThan(
      4 * bytesOf(picture.faceSwappedThumbnailUrl),
    );
    // It shows the swap, not the original: the two thumbnails differ.
    const [swappedPixels, originalPixels] = await Promise.all(
      [picture.faceSwappedThumbnailUrl, picture.thumbnailUrl].map((url) =>
        sharp(mediaPath(url ?? ""))
          .raw()
          .toBuffer(),
      ),
    );
    expect(swappedPixels?.equals(originalPixels ?? Buffer.alloc(0))).toBe(false);

    // The gallery list (JSON written by the database) equals the TS presenter's picture.
    const { detectedObjects: _shown, engine: _engine, ...listed } = picture;
    const gallery = await send({ method: "GET", url: "/api/images" });
    expect(gallery.json()).toEqual([listed]);
    expect(gallery.json()[0]).toHaveProperty(
      "faceSwappedThumbnailUrl",
      picture.faceSwappedThumbnailUrl,
    );
    const animated = await send({ method: "GET", url: "/api/images/animated" });
    expect(animated.json()[0].faceSwappedThumbnailUrl).toBe(picture.faceSwappedThumbnailUrl);
    const diary = await send({
      method: "POST",
      url: "/api/diary/save",
      payload: { imageId: picture.id },
    });
    expect(diary.statusCode, diary.body).toBe(201);
    const entries = await send({ method: "GET", url: "/api/diary" });
    expect(entries.json()[0].image.faceSwappedThumbnailUrl).toBe(picture.faceSwappedThumbnailUrl);
  });

  it("without a small version (made before there was one) list it as null", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.228");
    const picture = await makePicture(send, "a boy on a bike");
    await t.db
      .update(generatedImages)
      .set({ faceSwappedThumbnailFile: null })
      .where(eq(generatedImages.id, picture.id));
    const [listed] = (await send({ method: "GET", url: "/api/images" })).json();
    expect(listed).toMatchObject({
      faceSwappedUrl: picture.faceSwappedUrl,
      faceSwappedThumbnailUrl: null,
    });
    const got = await send({ method: "GET", url: `/api/images/${picture.id}` });
    expect(got.json().faceSwappedThumbnailUrl).toBeNull();
  });

  it("make none for a picture without a face, or with face swap off", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.221");
    expect((await makePicture(send, "a rocket ship flying to the moon")).faceSwappedUrl).toBeNull();
    await send({ method: "PUT", url: "/api/settings", payload: { faceSwapEnabled: "false" } });
    expect((await makePicture(send, "a girl on the beach")).faceSwappedUrl).toBeNull();
  });

  it("give animals the face only in animal face mode", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.222");
    expect((await makePicture(send, "a dog in the park")).faceSwappedUrl).toBeNull();
    await send({ method: "PUT", url: "/api/settings", payload: { animalFaceMode: true } });
    expect((await makePicture(send, "a dog in the park")).faceSwappedUrl).not.toBeNull();
  });

  it("stop when the plan no longer has face swap", async () => {
    const { send, user } = await createFamilyWithFaceSwap(t, "192.0.2.223");
    await t.db.update(users).set({ subscriptionPlan: "free" }).where(eq(users.id, user.id));
    expect((await makePicture(send, "a girl on the beach")).faceSwappedUrl).toBeNull();
  });

  it("go with their picture when it is deleted", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.224");
    const picture = await makePicture(send, "a boy in the garden");
    const swappedFiles = [picture.faceSwappedUrl, picture.faceSwappedThumbnailUrl].map((url) =>
      mediaPath(url ?? ""),
    );
    expect(swappedFiles.every((file) => existsSync(file))).toBe(true);
    const deleted = await send({ method: "DELETE", url: `/api/images/${picture.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(swappedFiles.some((file) => existsSync(file))).toBe(false);
  });

  it("go with the account when it is deleted, and are kept by the orphan sweep until then", async () => {
    const { send } = await createFamilyWithFaceSwap(t, "192.0.2.229");
    const picture = await makePicture(send, "a girl with a kite");
    const smallFile = mediaPath(picture.faceSwappedThumbnailUrl ?? "");
    const media = await createMediaStore(t.config.mediaDir);
    // With no minimum age every file is a candidate: only the named ones may stay.
    await sweepOrphanMedia(t.db, media, new Date(), 0);
    expect(existsSync(smallFile)).toBe(true);
    const gone = await send({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE" },
    });
    expect(gone.statusCode).toBe(200);
    expect(existsSync(smallFile)).toBe(false);
  });
});

describe("the 90-day face photo sweep", () => {
  it("deletes photos not active for 90 days, keeps the rest and the pictures made", async () => {
    const { send, user, photo } = await createFamilyWithFaceSwap(t, "192.0.2.225");
    const picture = await makePicture(send, "a girl on the beach");
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await t.db
      .update(facePhotos)
      .set({ isActive: "false", lastActiveAt: daysAgo(91) })
      .where(eq(facePhotos.id, photo.id));
    const [recent] = await t.db
      .insert(facePhotos)
      .values({
        userId: user.id,
        name: "recent",
        imageFile: `${randomBytes(18).toString("base64url")}.png`,
        lastActiveAt: daysAgo(89),
      })
      .returning();
    const media = await createMediaStore(t.config.mediaDir);

    expect(await sweepUnusedFacePhotos({ db: t.db, media }, now)).toBe(1);
    const left = await t.db.select().from(facePhotos).where(eq(facePhotos.userId, user.id));
    expect(left.map((row) => row.id)).toEqual([recent?.id]);
    expect(existsSync(mediaPath(photo.imageUrl))).toBe(false);
    const [kept] = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.id, picture.id));
    expect(kept?.faceSwappedFile).toBeTruthy();
    expect(existsSync(mediaPath(picture.faceSwappedUrl ?? ""))).toBe(true);
  });

  it("never deletes the active photo, however old", async () => {
    const { user, photo } = await createFamilyWithFaceSwap(t, "192.0.2.226");
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await t.db.update(facePhotos).set({ lastActiveAt: longAgo }).where(eq(facePhotos.id, photo.id));
    const media = await createMediaStore(t.config.mediaDir);
    await sweepUnusedFacePhotos({ db: t.db, media }, new Date());
    const left = await t.db.select().from(facePhotos).where(eq(facePhotos.userId, user.id));
    expect(left.map((row) => row.id)).toEqual([photo.id]);
  });
});
