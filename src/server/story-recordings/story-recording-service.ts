import { and, asc, eq } from "drizzle-orm";
import {
  RECORDING_MESSAGES,
  type TSaveStoryRecordingBody,
  type TStoryRecording,
} from "../../shared/contracts/story-recordings";
import type { Database } from "../db/client";
import { stories, storyRecordings } from "../db/schema";
import { badRequest, notFound } from "../lib/app-error";
import type { MediaStore } from "../media/media-store";
import { storeWithFiles } from "../media/store-with-files";
import { ZStoredScenes } from "../stories/story-presenter";
import { decodeRecording } from "./decode-recording";
import { ensureRecordingRoom, lockFamilyPlan } from "./recording-room";

type RecordingRow = typeof storyRecordings.$inferSelect;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The book's pages: the title page, one per scene, "The End" (`book-pages.ts` in the app). */
const pageCountOf = (scenes: unknown) => ZStoredScenes.parse(scenes).length + 2;

/** A grown-up's recorded pages of the family's own stories: list, record (or re-record), delete. */
export function createStoryRecordingService(deps: {
  db: Database;
  media: MediaStore;
  now: () => Date;
}) {
  const { db, media, now } = deps;

  const present = (row: RecordingRow): TStoryRecording => ({
    page: row.page,
    audioUrl: media.urlFor(row.audioFile),
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  });

  const ownedStory = (userId: string, storyId: string) =>
    and(eq(stories.id, storyId), eq(stories.userId, userId));

  /** The user's story, locked against a delete meanwhile; anyone else's is "not found". */
  async function lockOwnStory(tx: Tx, userId: string, storyId: string) {
    const [story] = await tx
      .select({ scenes: stories.scenes })
      .from(stories)
      .where(ownedStory(userId, storyId))
      .for("update");
    if (!story) throw notFound(RECORDING_MESSAGES.storyNotFound);
    return story;
  }

  async function list(userId: string, storyId: string): Promise<TStoryRecording[]> {
    const [story] = await db
      .select({ id: stories.id })
      .from(stories)
      .where(ownedStory(userId, storyId));
    if (!story) throw notFound(RECORDING_MESSAGES.storyNotFound);
    const rows = await db
      .select()
      .from(storyRecordings)
      .where(eq(storyRecordings.storyId, storyId))
      .orderBy(asc(storyRecordings.page));
    return rows.map(present);
  }

  /**
   * Keeps the page's recording, replacing (and then removing) the one it had, if it fits the
   * family's recording room. Its length is the container's own (`decodeRecording`); the page's
   * `durationMs` is only the browser's word and is not kept.
   */
  async function save(
    userId: string,
    storyId: string,
    page: number,
    body: TSaveStoryRecordingBody,
  ): Promise<TStoryRecording> {
    const { bytes, format, durationMs } = decodeRecording(body.audio);
    const { row, replaced } = await storeWithFiles(
      media,
      { audio: { bytes, extension: format } },
      (files) =>
        db.transaction(async (tx) => {
          const plan = await lockFamilyPlan(tx, now(), userId);
          const story = await lockOwnStory(tx, userId, storyId);
          if (page >= pageCountOf(story.scenes)) throw badRequest(RECORDING_MESSAGES.noSuchPage);
          await ensureRecordingRoom(tx, plan, { userId, storyId, page, bytes: bytes.length });
          const [old] = await tx
            .delete(storyRecordings)
            .where(and(eq(storyRecordings.storyId, storyId), eq(storyRecordings.page, page)))
            .returning({ audioFile: storyRecordings.audioFile });
          const [saved] = await tx
            .insert(storyRecordings)
            .values({
              storyId,
              userId,
              page,
              audioFile: files.audio,
              durationMs,
              byteSize: bytes.length,
            })
            .returning();
          if (!saved) throw new Error("The recording was not stored");
          return { row: saved, replaced: old?.audioFile };
        }),
    );
    await media.remove(replaced);
    return present(row);
  }

  async function remove(userId: string, storyId: string, page: number): Promise<void> {
    const removed = await db.transaction(async (tx) => {
      await lockOwnStory(tx, userId, storyId);
      const [row] = await tx
        .delete(storyRecordings)
        .where(and(eq(storyRecordings.storyId, storyId), eq(storyRecordings.page, page)))
        .returning({ audioFile: storyRecordings.audioFile });
      if (!row) throw notFound(RECORDING_MESSAGES.recordingNotFound);
      return row.audioFile;
    });
    await media.remove(removed);
  }

  return { list, save, remove };
}

export type StoryRecordingService = ReturnType<typeof createStoryRecordingService>;
