import { and, count, desc, eq } from "drizzle-orm";
import {
  FACE_PHOTO_MESSAGES,
  FACE_PHOTOS_PER_USER,
  type TFacePhoto,
} from "../../shared/contracts/face-photos";
import type { Database } from "../db/client";
import { appSettings, facePhotos, users } from "../db/schema";
import { conflict, notFound } from "../lib/app-error";
import type { MediaStore } from "../media/media-store";
import { decodeFacePhoto } from "./decode-face-photo";
import { presentFacePhoto } from "./face-photo-presenter";
import { requireFaceSwapPlan } from "./face-swap-plan";
import { setActiveFacePhoto } from "./set-active-face-photo";

export interface FacePhotoServiceDeps {
  db: Database;
  media: Pick<MediaStore, "save" | "remove" | "urlFor">;
  now: () => Date;
}

export interface NewFacePhoto {
  name: string;
  imageUrl: string;
  description?: string | null | undefined;
  isActive?: boolean | "true" | "false" | undefined;
}

/** A family's face photos (DESIGN decision 15): at most 6, one active, each a clean 512² PNG. */
export function createFacePhotoService(deps: FacePhotoServiceDeps) {
  const { db, media, now } = deps;
  const present = (row: typeof facePhotos.$inferSelect) => presentFacePhoto(row, media);

  async function list(userId: string): Promise<TFacePhoto[]> {
    const rows = await db
      .select()
      .from(facePhotos)
      .where(eq(facePhotos.userId, userId))
      .orderBy(desc(facePhotos.createdAt), desc(facePhotos.id));
    return rows.map(present);
  }

  async function getActive(userId: string): Promise<TFacePhoto | null> {
    const [row] = await db
      .select()
      .from(facePhotos)
      .where(and(eq(facePhotos.userId, userId), eq(facePhotos.isActive, "true")));
    return row ? present(row) : null;
  }

  /** Checks, cleans and stores a new photo; nothing is kept if any step fails. */
  async function create(userId: string, photo: NewFacePhoto): Promise<TFacePhoto> {
    await requireFaceSwapPlan(db, userId, now());
    const png = await decodeFacePhoto(photo.imageUrl);
    const imageFile = await media.save(png, "png");
    try {
      const at = now();
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const [kept] = await tx
          .select({ total: count() })
          .from(facePhotos)
          .where(eq(facePhotos.userId, userId));
        const keptCount = kept?.total ?? 0;
        if (keptCount >= FACE_PHOTOS_PER_USER) throw conflict(FACE_PHOTO_MESSAGES.tooMany);
        const [active] = await tx
          .select({ id: facePhotos.id })
          .from(facePhotos)
          .where(and(eq(facePhotos.userId, userId), eq(facePhotos.isActive, "true")));
        const [stored] = await tx
          .insert(facePhotos)
          .values({
            userId,
            name: photo.name,
            imageFile,
            description: photo.description ?? null,
            createdAt: at,
            lastActiveAt: at,
          })
          .returning();
        if (!stored) throw new Error("The face photo was not stored");
        // One saved photo is active (spec): the first one, or one saved while none is, is it.
        if (photo.isActive === true || photo.isActive === "true" || !active) {
          await setActiveFacePhoto(tx, userId, stored.id, at);
          // A family saves its first face to see it in pictures: Face Swap Mode comes on with it
          // (issue 36), and the home switch turns it off. Later photos leave their choice alone.
          if (keptCount === 0) {
            await tx
              .update(appSettings)
              .set({ faceSwapEnabled: "true", updatedAt: at })
              .where(eq(appSettings.userId, userId));
          }
          return { ...stored, isActive: "true" };
        }
        return stored;
      });
      return present(row);
    } catch (error) {
      await media.remove(imageFile);
      throw error;
    }
  }

  /** Deletes the user's photo and its file; if it was active, none is active afterwards. */
  async function remove(userId: string, photoId: string): Promise<void> {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(facePhotos)
        .where(and(eq(facePhotos.id, photoId), eq(facePhotos.userId, userId)))
        .returning();
      if (!deleted) throw notFound(FACE_PHOTO_MESSAGES.notFound);
      if (deleted.isActive === "true") await setActiveFacePhoto(tx, userId, null, at);
      return deleted;
    });
    await media.remove(row.imageFile);
  }

  /** Makes the user's photo the one used for face swap. */
  async function activate(userId: string, photoId: string): Promise<TFacePhoto> {
    await requireFaceSwapPlan(db, userId, now());
    const at = now();
    await db.transaction((tx) => setActiveFacePhoto(tx, userId, photoId, at));
    const [row] = await db.select().from(facePhotos).where(eq(facePhotos.id, photoId));
    if (!row) throw notFound(FACE_PHOTO_MESSAGES.notFound);
    return present(row);
  }

  return { list, getActive, create, remove, activate };
}

export type FacePhotoService = ReturnType<typeof createFacePhotoService>;
