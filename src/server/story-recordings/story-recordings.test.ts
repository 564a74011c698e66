import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAccountExport } from "../../shared/contracts/account";
import { ZGeneratedStory, ZStory } from "../../shared/contracts/stories";
import {
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
  ZStoryRecording,
  ZStoryRecordingList,
} from "../../shared/contracts/story-recordings";
import { storyRecordings, users } from "../db/schema";
import {
  mp4WithVideoAfter64KiB,
  oggOpus,
  webmWithVideoAfter69KiB,
} from "./containers/build-containers.test-support";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

beforeAll(prepareTestDatabase);

const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name));
const dataUrl = (bytes: Buffer, type = "audio/webm;codecs=opus") =>
  `data:${type};base64,${bytes.toString("base64")}`;
const WEBM = fixture("speech.webm");
const OGG = fixture("speech.ogg");
const M4A = fixture("speech.m4a");

const STORY = "A purple dragon lived in a big castle. The dragon found a red ball.";

/** A signed-in family with one saved two-scene story (a book of four pages). */
async function familyWithStory(t: TestApp, ipAddress: string) {
  const family = await createSignedInUser(t, { ipAddress });
  const made = await family.send({
    method: "POST",
    url: "/api/stories/generate",
    payload: { title: "The Red Ball", story: STORY },
  });
  expect(made.statusCode, made.body).toBe(201);
  const saved = await family.send({
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
  return { ...family, story: ZStory.parse(saved.json()) };
}

const record = (
  send: Send,
  storyId: string,
  page: number | string,
  audio: string,
  durationMs = 1200,
) =>
  send({
    method: "PUT",
    url: `/api/stories/${storyId}/recordings/${page}`,
    payload: { audio, durationMs },
  });

describe("a grown-up's recorded story pages", () => {
  let t: TestApp;
  /** The status and bytes `/media/…` answers for a recording's address. */
  const served = async (url: string) => {
    const response = await browser(t.app)({ method: "GET", url });
    return {
      status: response.statusCode,
      type: response.headers["content-type"],
      bytes: response.rawPayload,
    };
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps each page's recording as recorded, lists it, replaces it and deletes it", async () => {
    const { send, story } = await familyWithStory(t, "198.51.100.151");
    const list = async () => {
      const response = await send({ method: "GET", url: `/api/stories/${story.id}/recordings` });
      expect(response.statusCode, response.body).toBe(200);
      return ZStoryRecordingList.parse(response.json());
    };
    expect(await list()).toEqual([]);

    const first = await record(send, story.id, 1, dataUrl(WEBM));
    expect(first.statusCode, first.body).toBe(200);
    const webm = ZStoryRecording.parse(first.json());
    // The length kept is the file's own (408 ms), not the 1 200 ms the page said.
    expect(webm).toMatchObject({ page: 1, durationMs: 408 });
    expect(webm.audioUrl).toMatch(/^\/media\/[A-Za-z0-9_-]+\.webm$/);
    const kept = await served(webm.audioUrl);
    expect(kept.status).toBe(200);
    expect(kept.type).toMatch(/webm/);
    expect(kept.bytes.equals(WEBM)).toBe(true);

    // Firefox's Ogg on the title page, Safari's MP4 on "The End" (page 3 of a two-scene story).
    const ogg = await record(send, story.id, 0, dataUrl(OGG, "audio/ogg;codecs=opus"));
    expect(ogg.statusCode, ogg.body).toBe(200);
    expect(ZStoryRecording.parse(ogg.json()).audioUrl).toMatch(/\.ogg$/);
    const m4a = await record(send, story.id, 3, dataUrl(M4A, "audio/mp4"), 60_000);
    expect(m4a.statusCode, m4a.body).toBe(200);
    const mp4 = ZStoryRecording.parse(m4a.json());
    expect(mp4.audioUrl).toMatch(/\.m4a$/);
    expect((await served(mp4.audioUrl)).type).toBe("audio/mp4");
    expect((await list()).map((recording) => recording.page)).toEqual([0, 1, 3]);

    // Recording a page again replaces its recording, whose file goes.
    const again = await record(send, story.id, 1, dataUrl(OGG, "audio/ogg"), 900);
    expect(again.statusCode, again.body).toBe(200);
    const replaced = ZStoryRecording.parse(again.json());
    expect(replaced).toMatchObject({ page: 1, durationMs: 400 });
    expect((await served(webm.audioUrl)).status).toBe(404);
    expect((await list()).find((recording) => recording.page === 1)?.audioUrl).toBe(
      replaced.audioUrl,
    );

    const removed = await send({ method: "DELETE", url: `/api/stories/${story.id}/recordings/1` });
    expect(removed.statusCode).toBe(204);
    expect((await served(replaced.audioUrl)).status).toBe(404);
    expect((await list()).map((recording) => recording.page)).toEqual([0, 3]);
    const twice = await send({ method: "DELETE", url: `/api/stories/${story.id}/recordings/1` });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: RECORDING_MESSAGES.recordingNotFound });
  });

  it("refuses what is not a recording, too big, too long, or for a page the book has not", async () => {
    const { send, story } = await familyWithStory(t, "198.51.100.152");
    const refused = async (page: number | string, audio: string, durationMs?: number) => {
      const response = await record(send, story.id, page, audio, durationMs);
      return {
        status: response.statusCode,
        message: (response.json() as { message: string }).message,
      };
    };
    const notAudio = { status: 400, message: RECORDING_MESSAGES.notAudio };
    // Checked by the bytes, whatever the label says: a video, a picture, Vorbis, plain text.
    expect(await refused(1, dataUrl(fixture("video.webm")))).toEqual(notAudio);
    expect(await refused(1, dataUrl(fixture("video.mp4"), "audio/mp4"))).toEqual(notAudio);
    expect(await refused(1, dataUrl(fixture("vorbis.ogg"), "audio/ogg"))).toEqual(notAudio);
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
    expect(await refused(1, dataUrl(png))).toEqual(notAudio);
    expect(await refused(1, "just some words")).toEqual(notAudio);
    expect(await refused(1, `data:image/png;base64,${WEBM.toString("base64")}`)).toEqual(notAudio);

    const huge = Buffer.concat([WEBM, Buffer.alloc(RECORDING_MAX_BYTES)]);
    const tooBig = await refused(1, dataUrl(huge));
    expect(tooBig.status).toBe(400);
    expect(tooBig.message).toBe(RECORDING_MESSAGES.tooLarge);
    expect(await refused(1, dataUrl(WEBM), 60_001)).toEqual({
      status: 400,
      message: RECORDING_MESSAGES.tooLong,
    });
    const noSuchPage = { status: 400, message: RECORDING_MESSAGES.noSuchPage };
    expect(await refused(4, dataUrl(WEBM))).toEqual(noSuchPage);
    expect(await refused(-1, dataUrl(WEBM))).toEqual(noSuchPage);
    expect(await refused("first", dataUrl(WEBM))).toEqual(noSuchPage);
    expect(
      await t.db.select().from(storyRecordings).where(eq(storyRecordings.storyId, story.id)),
    ).toEqual([]);
  });

  it("keeps a family's recordings within its plan's room; two uploads at once cannot both take the last of it", async () => {
    const { send, story, user } = await familyWithStory(t, "198.51.100.157");
    // Recordings already filling the free plan's 60 MB but for room for one more WEBM.
    await t.db.insert(storyRecordings).values({
      storyId: story.id,
      userId: user.id,
      page: 3,
      audioFile: `${"a".repeat(24)}.webm`,
      durationMs: 60_000,
      byteSize: 60_000_000 - WEBM.length - 100,
    });
    const both = await Promise.all([
      record(send, story.id, 0, dataUrl(WEBM)),
      record(send, story.id, 1, dataUrl(WEBM)),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const full = both.find((response) => response.statusCode === 403);
    expect(full?.json()).toEqual({
      title: "Recording space full",
      message:
        "Your recordings have filled the 60 MB of room your Free plan has for them. Delete a recording you no longer need to make room, or upgrade to Premium for 1800 MB.",
    });
    const keptPage = both[0]?.statusCode === 200 ? 0 : 1;
    // Recording a kept page again only swaps its size for the new one's.
    expect((await record(send, story.id, keptPage, dataUrl(WEBM))).statusCode).toBe(200);
    expect((await record(send, story.id, 1 - keptPage, dataUrl(WEBM))).statusCode).toBe(403);

    // Deleting a recording makes room, as does a bigger plan.
    const removed = await send({ method: "DELETE", url: `/api/stories/${story.id}/recordings/3` });
    expect(removed.statusCode).toBe(204);
    expect((await record(send, story.id, 1 - keptPage, dataUrl(WEBM))).statusCode).toBe(200);
    await t.db.insert(storyRecordings).values({
      storyId: story.id,
      userId: user.id,
      page: 3,
      audioFile: `${"b".repeat(24)}.webm`,
      durationMs: 60_000,
      byteSize: 60_000_000,
    });
    expect((await record(send, story.id, 2, dataUrl(WEBM))).statusCode).toBe(403);
    await t.db.update(users).set({ subscriptionPlan: "premium" }).where(eq(users.id, user.id));
    const premium = await record(send, story.id, 2, dataUrl(WEBM));
    expect(premium.statusCode, premium.body).toBe(200);
    const sizes = await t.db
      .select({ page: storyRecordings.page, bytes: storyRecordings.byteSize })
      .from(storyRecordings)
      .where(eq(storyRecordings.storyId, story.id));
    expect(sizes.filter((row) => row.page !== 3).map((row) => row.bytes)).toEqual([
      WEBM.length,
      WEBM.length,
      WEBM.length,
    ]);
  });

  it("serves each recording as the sound it is: an audio-only WebM is audio/webm", async () => {
    const { send, story } = await familyWithStory(t, "198.51.100.158");
    const typeOf = async (page: number, audio: string) => {
      const saved = await record(send, story.id, page, audio);
      expect(saved.statusCode, saved.body).toBe(200);
      return (await served(ZStoryRecording.parse(saved.json()).audioUrl)).type;
    };
    expect(await typeOf(0, dataUrl(WEBM))).toBe("audio/webm");
    expect(await typeOf(1, dataUrl(OGG, "audio/ogg"))).toBe("audio/ogg");
    expect(await typeOf(2, dataUrl(M4A, "audio/mp4"))).toBe("audio/mp4");
  });

  it("keeps the length the file itself says, refusing 45 minutes said to be one second", async () => {
    const { send, story } = await familyWithStory(t, "198.51.100.159");
    const long = await record(send, story.id, 1, dataUrl(oggOpus(45 * 60_000), "audio/ogg"), 1000);
    expect([long.statusCode, long.json()]).toEqual([400, { message: RECORDING_MESSAGES.tooLong }]);
    // A minute and a moment (the recorder stops itself at a minute) is kept at its real length.
    const minute = await record(send, story.id, 1, dataUrl(oggOpus(60_400), "audio/ogg"), 60_000);
    expect(minute.statusCode, minute.body).toBe(200);
    expect(ZStoryRecording.parse(minute.json()).durationMs).toBe(60_400);
    const over = await record(send, story.id, 1, dataUrl(oggOpus(61_500), "audio/ogg"), 60_000);
    expect([over.statusCode, over.json()]).toEqual([400, { message: RECORDING_MESSAGES.tooLong }]);
  });

  it("refuses a video track however far into the file it is declared", async () => {
    const { send, story } = await familyWithStory(t, "198.51.100.160");
    const notAudio = [400, { message: RECORDING_MESSAGES.notAudio }];
    const webm = await record(send, story.id, 1, dataUrl(webmWithVideoAfter69KiB()));
    expect([webm.statusCode, webm.json()]).toEqual(notAudio);
    const mp4 = await record(send, story.id, 1, dataUrl(mp4WithVideoAfter64KiB(), "audio/mp4"));
    expect([mp4.statusCode, mp4.json()]).toEqual(notAudio);
    expect(
      await t.db.select().from(storyRecordings).where(eq(storyRecordings.storyId, story.id)),
    ).toEqual([]);
  });

  it("lets no one else list, record or delete a family's pages", async () => {
    const owner = await familyWithStory(t, "198.51.100.153");
    const saved = await record(owner.send, owner.story.id, 2, dataUrl(WEBM));
    const { audioUrl } = ZStoryRecording.parse(saved.json());
    const other = await createSignedInUser(t, { ipAddress: "198.51.100.154" });
    const notFound = { message: RECORDING_MESSAGES.storyNotFound };
    const base = `/api/stories/${owner.story.id}/recordings`;

    const listed = await other.send({ method: "GET", url: base });
    expect([listed.statusCode, listed.json()]).toEqual([404, notFound]);
    const overwritten = await record(other.send, owner.story.id, 2, dataUrl(OGG));
    expect([overwritten.statusCode, overwritten.json()]).toEqual([404, notFound]);
    const deleted = await other.send({ method: "DELETE", url: `${base}/2` });
    expect([deleted.statusCode, deleted.json()]).toEqual([404, notFound]);
    const visitor = await browser(t.app)({ method: "GET", url: base });
    expect(visitor.statusCode).toBe(401);

    expect((await served(audioUrl)).bytes.equals(WEBM)).toBe(true);
    const mine = await owner.send({ method: "GET", url: base });
    expect(ZStoryRecordingList.parse(mine.json()).map((recording) => recording.audioUrl)).toEqual([
      audioUrl,
    ]);
  });

  it("goes with its story, is in the family's export, and goes with the account", async () => {
    const family = await familyWithStory(t, "198.51.100.155");
    const recordedUrl = async (page: number, bytes: Buffer) =>
      ZStoryRecording.parse(
        (await record(family.send, family.story.id, page, dataUrl(bytes))).json(),
      ).audioUrl;
    const cover = await recordedUrl(0, WEBM);

    const exported = await family.send({ method: "GET", url: "/api/account/export" });
    expect(exported.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    const inZip = `story-recordings/${family.story.id}-page-0.webm`;
    expect(Buffer.from(entries[inZip] as Uint8Array).equals(WEBM)).toBe(true);
    const data = ZAccountExport.parse(JSON.parse(strFromU8(entries["data.json"] as Uint8Array)));
    expect(data.storyRecordings).toMatchObject([
      { storyId: family.story.id, page: 0, durationMs: 408, file: inZip },
    ]);

    const deletedStory = await family.send({
      method: "DELETE",
      url: `/api/stories/${family.story.id}`,
    });
    expect(deletedStory.statusCode).toBe(204);
    expect((await served(cover)).status).toBe(404);
    expect(
      await t.db.select().from(storyRecordings).where(eq(storyRecordings.userId, family.user.id)),
    ).toEqual([]);

    const second = await familyWithStory(t, "198.51.100.156");
    const kept = ZStoryRecording.parse(
      (await record(second.send, second.story.id, 1, dataUrl(M4A))).json(),
    ).audioUrl;
    const closed = await second.send({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE" },
    });
    expect(closed.statusCode).toBe(200);
    expect((await served(kept)).status).toBe(404);
  });
});
