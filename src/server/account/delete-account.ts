import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { facePhotos, generatedImages, sessions, storyRecordings, users } from "../db/schema";
import { rememberBlockedIdentity, type IdentityHasher } from "../family/blocked-identity";
import { pictureFilesOf } from "../images/picture-files";
import type { MediaStore } from "../media/media-store";

/**
 * Deletes the user and every row of theirs in one transaction (the schema cascades from
 * `users`; a family that blocked them keeps only keyed hashes of their e-mail and username), ends all their sessions, then removes their media files once the rows are gone.
 */
export async function deleteAccount(
  deps: { db: Database; media: Pick<MediaStore, "remove">; hashIdentity: IdentityHasher },
  userId: string,
): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const pictures = await tx
      .select({
        imageFile: generatedImages.imageFile,
        thumbnailFile: generatedImages.thumbnailFile,
        faceSwappedFile: generatedImages.faceSwappedFile,
        faceSwappedThumbnailFile: generatedImages.faceSwappedThumbnailFile,
      })
      .from(generatedImages)
      .where(eq(generatedImages.userId, userId));
    const faces = await tx
      .select({ imageFile: facePhotos.imageFile })
      .from(facePhotos)
      .where(eq(facePhotos.userId, userId));
    const recordings = await tx
      .select({ audioFile: storyRecordings.audioFile })
      .from(storyRecordings)
      .where(eq(storyRecordings.userId, userId));
    const [identity] = await tx
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    if (identity) await rememberBlockedIdentity(tx, deps.hashIdentity, identity);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return [
      ...pictures.flatMap(pictureFilesOf),
      ...faces.map((row) => row.imageFile),
      ...recordings.map((row) => row.audioFile),
    ];
  });
  await deps.media.remove(...files);
}
