import { and, lt, ne } from "drizzle-orm";
import { FACE_PHOTO_UNUSED_DAYS } from "../../shared/contracts/face-photos";
import type { Database } from "../db/client";
import { facePhotos } from "../db/schema";
import type { MediaStore } from "../media/media-store";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A face photo is a child's personal data: one that has not been active for 90 days is deleted
 * with its file (DESIGN decision 15). Pictures already made keep their swapped versions.
 * Answers how many were deleted.
 */
export async function sweepUnusedFacePhotos(
  deps: { db: Database; media: Pick<MediaStore, "remove"> },
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - FACE_PHOTO_UNUSED_DAYS * DAY_MS);
  const deleted = await deps.db
    .delete(facePhotos)
    .where(and(ne(facePhotos.isActive, "true"), lt(facePhotos.lastActiveAt, cutoff)))
    .returning({ imageFile: facePhotos.imageFile });
  await deps.media.remove(...deleted.map((row) => row.imageFile));
  return deleted.length;
}
