import { and, eq, ne, sql } from "drizzle-orm";
import { FACE_PHOTO_MESSAGES } from "../../shared/contracts/face-photos";
import type { Database } from "../db/client";
import { appSettings, facePhotos, users } from "../db/schema";
import { notFound } from "../lib/app-error";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Makes `photoId` the user's one active face photo (or none, for null), and mirrors it in the
 * settings' `activeFacePhotoId`. Call inside a transaction: the user's row is locked first, so
 * racing activations run one after the other and exactly one photo ends up active.
 * A photo that is not the user's (or no longer exists) is "not found".
 */
export async function setActiveFacePhoto(
  tx: Transaction,
  userId: string,
  photoId: string | null,
  at: Date,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (photoId) {
    const [owned] = await tx
      .select({ id: facePhotos.id })
      .from(facePhotos)
      .where(and(eq(facePhotos.id, photoId), eq(facePhotos.userId, userId)));
    if (!owned) throw notFound(FACE_PHOTO_MESSAGES.notFound);
  }
  await tx
    .update(facePhotos)
    .set({ isActive: "false", lastActiveAt: at })
    .where(
      and(
        eq(facePhotos.userId, userId),
        eq(facePhotos.isActive, "true"),
        photoId ? ne(facePhotos.id, photoId) : undefined,
      ),
    );
  if (photoId) {
    await tx
      .update(facePhotos)
      .set({ isActive: "true", lastActiveAt: at })
      .where(eq(facePhotos.id, photoId));
  }
  await tx
    .insert(appSettings)
    .values({ userId, activeFacePhotoId: photoId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: appSettings.userId,
      set: {
        activeFacePhotoId: photoId,
        // With no photo left there is nothing to swap in: the home toggle goes off too.
        faceSwapEnabled: photoId ? sql`${appSettings.faceSwapEnabled}` : "false",
        updatedAt: at,
      },
    });
}
