import { readFileSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZFacePhoto } from "../../shared/contracts/face-photos";
import { ZImage } from "../../shared/contracts/images";
import {
  EVERY_MEDIA_FILE,
  REMOVED_MEDIA_HEADER,
  REMOVED_MEDIA_NAMED_AT_MOST,
  removedMediaHeader,
  removedMediaOf,
} from "../../shared/contracts/removed-media";
import { ZGeneratedStory, ZStory } from "../../shared/contracts/stories";
import { ZStoryRecording } from "../../shared/contracts/story-recordings";
import {
  createPremiumFamily,
  dataUrl,
  facePhotoPng,
} from "../face-photos/face-photos.test-support";
import type { Send } from "../test/account-factory";
import { createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

/**
 * A call that removes media files names them in `Removed-Media`, so the page deletes the device's
 * copies too (the service worker kept a deleted face photo and recording for offline use).
 */

beforeAll(prepareTestDatabase);

const WEBM = readFileSync(path.join(__dirname, "../story-recordings/fixtures/speech.webm"));
const STORY = "A purple dragon lived in a big castle. The dragon found a red ball.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const removedBy = (answer: LightMyRequestResponse) =>
  removedMediaOf((answer.headers[REMOVED_MEDIA_HEADER] as string | undefined) ?? null);
const present = (urls: Array<string | null | undefined>) =>
  urls.filter((url): url is string => !!url).sort();
const served = async (send: Send, url: string) => (await send({ method: "GET", url })).statusCode;

async function picture(send: Send, description: string) {
  const made = await send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description },
  });
  expect(made.statusCode, made.body).toBe(201);
  return ZImage.parse(made.json());
}

async function story(send: Send) {
  const made = await send({
    method: "POST",
    url: "/api/stories/generate",
    payload: { title: "The Red Ball", story: STORY },
  });
  expect(made.statusCode, made.body).toBe(201);
  const saved = await send({
    method: "POST",
    url: "/api/stories",
    payload: {
      title: "The Red Ball",
      content: STORY,
      scenes: ZGeneratedStory.parse(made.json()).scenes.map(({ sceneNumber, scene, imageUrl }) => ({
        sceneNumber,
        description: scene,
        imageUrl,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return ZStory.parse(saved.json());
}

async function record(send: Send, storyId: string, page: number) {
  const answer = await send({
    method: "PUT",
    url: `/api/stories/${storyId}/recordings/${page}`,
    payload: { audio: dataUrl(WEBM, "audio/webm;codecs=opus"), durationMs: 1200 },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { answer, recording: ZStoryRecording.parse(answer.json()) };
}

describe("the Removed-Media header", () => {
  it("names a deleted picture's files, and nothing on a call that removed none", async () => {
    const { send } = await createPremiumFamily(t, "198.51.100.171");
    const kept = await picture(send, "a red car");
    const doomed = await picture(send, "a blue boat");
    const listed = await send({ method: "GET", url: "/api/images" });
    expect(listed.headers[REMOVED_MEDIA_HEADER]).toBeUndefined();

    const deleted = await send({ method: "DELETE", url: `/api/images/${doomed.id}` });
    expect(deleted.statusCode).toBe(204);
    const files = present([
      doomed.imageUrl,
      doomed.thumbnailUrl,
      doomed.faceSwappedUrl,
      doomed.faceSwappedThumbnailUrl,
    ]);
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect([...removedBy(deleted)].sort()).toEqual(files);
    for (const url of files) expect(await served(send, url)).toBe(404);
    expect(await served(send, kept.imageUrl)).toBe(200);

    // Deleting it again removes nothing, and says nothing.
    const again = await send({ method: "DELETE", url: `/api/images/${doomed.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.headers[REMOVED_MEDIA_HEADER]).toBeUndefined();
  });

  it("names a deleted face photo", async () => {
    const { send } = await createPremiumFamily(t, "198.51.100.172");
    const upload = await send({
      method: "POST",
      url: "/api/face-photos",
      payload: { name: "me", imageUrl: dataUrl(await facePhotoPng(512)), isActive: true },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.headers[REMOVED_MEDIA_HEADER]).toBeUndefined();
    const face = ZFacePhoto.parse(upload.json());

    const deleted = await send({ method: "DELETE", url: `/api/face-photos/${face.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(removedBy(deleted)).toEqual([face.imageUrl]);
  });

  it("names a recording replaced or deleted, and a story's scene pictures with its recordings", async () => {
    const { send } = await createPremiumFamily(t, "198.51.100.173");
    const book = await story(send);
    const first = await record(send, book.id, 1);
    expect(first.answer.headers[REMOVED_MEDIA_HEADER]).toBeUndefined();
    // Recording the page again replaces the recording: the old file goes.
    const second = await record(send, book.id, 1);
    expect(removedBy(second.answer)).toEqual([first.recording.audioUrl]);

    const unrecorded = await send({
      method: "DELETE",
      url: `/api/stories/${book.id}/recordings/1`,
    });
    expect(unrecorded.statusCode).toBe(204);
    expect(removedBy(unrecorded)).toEqual([second.recording.audioUrl]);

    const title = await record(send, book.id, 0);
    const deleted = await send({ method: "DELETE", url: `/api/stories/${book.id}` });
    expect(deleted.statusCode).toBe(204);
    const files = present([
      ...book.scenes.flatMap((scene) => [
        scene.imageUrl,
        scene.thumbnailUrl,
        scene.faceSwappedUrl,
        scene.faceSwappedThumbnailUrl,
      ]),
      title.recording.audioUrl,
    ]);
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect([...removedBy(deleted)].sort()).toEqual(files);
  });

  it("names every file of a deleted account (a call with a body)", async () => {
    const { send } = await createPremiumFamily(t, "198.51.100.174");
    const one = await picture(send, "a green frog");
    const deleted = await send({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE" },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([...removedBy(deleted)].sort()).toEqual(
      present([one.imageUrl, one.thumbnailUrl, one.faceSwappedUrl, one.faceSwappedThumbnailUrl]),
    );
  });
});

describe("the header's value", () => {
  it("names up to its limit, then says every file", () => {
    const urls = (count: number) =>
      Array.from({ length: count }, (_, index) => `/media/${"a".repeat(24)}${index}.png`);
    const named = removedMediaHeader(urls(REMOVED_MEDIA_NAMED_AT_MOST));
    expect(named.length).toBeLessThan(2048);
    expect(removedMediaOf(named)).toEqual(urls(REMOVED_MEDIA_NAMED_AT_MOST));
    expect(removedMediaHeader(urls(REMOVED_MEDIA_NAMED_AT_MOST + 1))).toBe(EVERY_MEDIA_FILE);
    expect(removedMediaOf(EVERY_MEDIA_FILE)).toBe("every");
  });

  it("reads only media paths from it", () => {
    expect(removedMediaOf(null)).toEqual([]);
    expect(
      removedMediaOf("/media/abc.png, /api/images, https://x.test/media/a.png, /media/../x"),
    ).toEqual(["/media/abc.png"]);
  });
});
