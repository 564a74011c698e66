import { and, count, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { TSaveStoryBody, TStory } from "../../shared/contracts/stories";
import type { Database } from "../db/client";
import { generatedImages, stories, storyRecordings } from "../db/schema";
import { badRequest, conflict, notFound } from "../lib/app-error";
import type { MediaStore } from "../media/media-store";
import type { UsageService } from "../subscription/usage-service";
import { pictureFilesOf } from "../images/picture-files";
import { kidSafe } from "./generate-story";
import { mediaFileOf, presentStory, type SceneFiles, type TStoredScene } from "./story-presenter";

/** A Story Book keeps at most this many stories (a bound on every list). */
export const STORY_BOOK_MAX_STORIES = 500;
const NOT_YOURS = "That is not one of your story pictures. Please make the story again.";
const NOT_FOUND = "That story was not found in your Story Book.";
const NOT_WHOLE = "Please save the whole story, with every picture it was made with.";

type SaveInput = Omit<TSaveStoryBody, "mood" | "colorTheme" | "userId"> &
  Required<Pick<TSaveStoryBody, "mood" | "colorTheme">>;

/** The signed-in family's saved stories: save, list, delete (ownership on every call). */
export function createStoryBook(deps: {
  db: Database;
  media: MediaStore;
  usage: Pick<UsageService, "reserve">;
}) {
  const { db, media } = deps;

  /**
   * Saves a story for the user. Every scene picture must be an unsaved scene this user (or this
   * browser as a visitor) made; they become the story's, so the sweep leaves them alone. Making
   * those pictures took one of the plan's stories (or the visitor's trial story); a story saved
   * with no picture of its own was never made here, so it takes one of this month's stories
   * (the printed book draws every one of its scenes).
   */
  async function save(
    caller: { userId: string; visitorId: string | undefined },
    input: SaveInput,
  ): Promise<TStory> {
    const title = kidSafe(input.title);
    const content = kidSafe(input.content);
    const scenes: TStoredScene[] = [...input.scenes]
      .sort((a, b) => a.sceneNumber - b.sceneNumber)
      .map((scene) => ({ ...scene, description: kidSafe(scene.description) }));
    if (new Set(scenes.map((scene) => scene.sceneNumber)).size !== scenes.length) {
      throw badRequest("Each scene needs a number of its own.");
    }
    const files = scenes.flatMap((scene) => {
      if (scene.imageUrl === null) return [];
      const file = mediaFileOf(scene.imageUrl);
      if (!file) throw badRequest(NOT_YOURS, "Cannot Save");
      return [file];
    });
    if (new Set(files).size !== files.length) throw badRequest(NOT_YOURS, "Cannot Save");

    const owned = caller.visitorId
      ? or(
          eq(generatedImages.userId, caller.userId),
          and(isNull(generatedImages.userId), eq(generatedImages.visitorId, caller.visitorId)),
        )
      : eq(generatedImages.userId, caller.userId);

    const { row, sceneFiles } = await db.transaction(async (tx) => {
      const [kept] = await tx
        .select({ value: count() })
        .from(stories)
        .where(eq(stories.userId, caller.userId));
      if ((kept?.value ?? 0) >= STORY_BOOK_MAX_STORIES) {
        throw conflict(
          `Your Story Book is full (${STORY_BOOK_MAX_STORIES} stories). Delete one to make room!`,
        );
      }
      if (files.length === 0) await deps.usage.reserve(caller.userId, "stories", tx);
      const [story] = await tx
        .insert(stories)
        .values({
          userId: caller.userId,
          title,
          content,
          mood: input.mood,
          colorTheme: input.colorTheme,
          scenes,
        })
        .returning();
      if (!story) throw new Error("The story was not stored");
      const claimed =
        files.length === 0
          ? []
          : await tx
              .update(generatedImages)
              .set({ storyId: story.id, userId: caller.userId, visitorId: null })
              .where(
                and(
                  inArray(generatedImages.imageFile, files),
                  eq(generatedImages.isStoryScene, true),
                  isNull(generatedImages.storyId),
                  owned,
                ),
              )
              .returning(SCENE_FILE_COLUMNS);
      // Throwing rolls the story back: nothing is stored for a foreign or reused picture.
      if (claimed.length !== files.length) throw badRequest(NOT_YOURS, "Cannot Save");
      if (files.length > 0 && (await leftBehind(tx, story.id, owned)) > 0) {
        throw badRequest(NOT_WHOLE, "Cannot Save");
      }
      return { row: story, sceneFiles: sceneFileMap(claimed) };
    });
    return presentStory(row, sceneFiles, media);
  }

  async function list(userId: string): Promise<TStory[]> {
    const rows = await db
      .select()
      .from(stories)
      .where(eq(stories.userId, userId))
      .orderBy(desc(stories.createdAt), desc(stories.id))
      .limit(STORY_BOOK_MAX_STORIES);
    if (rows.length === 0) return [];
    const pictures = await db
      .select(SCENE_FILE_COLUMNS)
      .from(generatedImages)
      .where(
        inArray(
          generatedImages.storyId,
          rows.map((row) => row.id),
        ),
      );
    const sceneFiles = sceneFileMap(pictures);
    return rows.map((row) => presentStory(row, sceneFiles, media));
  }

  /**
   * Deletes the user's story with its scene pictures and recorded pages (their rows cascade),
   * then their files; anyone else's is "not found".
   */
  async function remove(userId: string, storyId: string): Promise<void> {
    const files = await db.transaction(async (tx) => {
      const [story] = await tx
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
        .for("update");
      if (!story) throw notFound(NOT_FOUND);
      const pictures = await tx
        .delete(generatedImages)
        .where(eq(generatedImages.storyId, story.id))
        .returning();
      const recordings = await tx
        .delete(storyRecordings)
        .where(eq(storyRecordings.storyId, story.id))
        .returning({ audioFile: storyRecordings.audioFile });
      await tx.delete(stories).where(eq(stories.id, story.id));
      return [...pictures.flatMap(pictureFilesOf), ...recordings.map((row) => row.audioFile)];
    });
    await media.remove(...files);
  }

  return { save, list, remove };
}

/**
 * The caller's unsaved scene pictures made with the ones this story claimed: a story's pictures
 * are stored in one statement, so they share their `created_at` (the transaction's moment, to
 * the microsecond). One story made once is saved as one story, never split into several.
 */
async function leftBehind(tx: Database, storyId: string, owned: SQL | undefined): Promise<number> {
  const madeTogether = tx
    .select({ createdAt: generatedImages.createdAt })
    .from(generatedImages)
    .where(eq(generatedImages.storyId, storyId));
  const [left] = await tx
    .select({ value: count() })
    .from(generatedImages)
    .where(
      and(
        eq(generatedImages.isStoryScene, true),
        isNull(generatedImages.storyId),
        owned,
        inArray(generatedImages.createdAt, madeTogether),
      ),
    );
  return left?.value ?? 0;
}

const SCENE_FILE_COLUMNS = {
  imageFile: generatedImages.imageFile,
  thumbnailFile: generatedImages.thumbnailFile,
  faceSwappedFile: generatedImages.faceSwappedFile,
  faceSwappedThumbnailFile: generatedImages.faceSwappedThumbnailFile,
};

function sceneFileMap(rows: Array<SceneFiles & { imageFile: string }>) {
  return new Map(rows.map(({ imageFile, ...files }) => [imageFile, files]));
}

export type StoryBook = ReturnType<typeof createStoryBook>;
