import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { RETENTION } from "../../shared/retention";
import type { Database } from "../db/client";
import { generatedImages } from "../db/schema";
import { pictureFilesOf } from "../images/picture-files";
import type { MediaStore } from "../media/media-store";

/** Scene pictures of a story nobody saved are kept this long (DESIGN decision 14). */
export const UNSAVED_SCENE_LIFETIME_MS = RETENTION.unsavedStoryScenesHours * 60 * 60 * 1000;
const BATCH = 500;

/** Removes unsaved story scene pictures older than a day, rows and files. Answers how many. */
export async function sweepUnsavedScenes(
  deps: { db: Database; media: MediaStore },
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSAVED_SCENE_LIFETIME_MS);
  const unsaved = and(
    eq(generatedImages.isStoryScene, true),
    isNull(generatedImages.storyId),
    lt(generatedImages.createdAt, cutoff),
  );
  let removed = 0;
  for (;;) {
    const batch = deps.db
      .select({ id: generatedImages.id })
      .from(generatedImages)
      .where(unsaved)
      .limit(BATCH);
    // The conditions are repeated so a scene saved in the meantime is never taken.
    const deleted = await deps.db
      .delete(generatedImages)
      .where(and(inArray(generatedImages.id, batch), unsaved))
      .returning();
    await deps.media.remove(...deleted.flatMap(pictureFilesOf));
    removed += deleted.length;
    if (deleted.length < BATCH) return removed;
  }
}
