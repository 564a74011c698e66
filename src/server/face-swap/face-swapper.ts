/**
 * Face swap on our own server (DESIGN decision 15): after a picture is drawn, a family with face
 * swap on, an active face photo and a plan that includes it gets a second version with the
 * child's face on the characters. Nothing leaves the server. A failure here never fails the
 * picture: it is logged and the picture simply has no swapped version.
 */
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FaceAnchor } from "../../illustrator";
import { PLANS, ZPlanId } from "../../shared/plans";
import type { Database } from "../db/client";
import { appSettings, facePhotos, users } from "../db/schema";
import type { MediaStore } from "../media/media-store";
import { BoundedCache } from "../providers/images/bounded-cache";
import type { PreparedPhoto } from "./composite-face";
import { loadFacePhoto, renderSwappedPicture } from "./render-swapped-picture";

export interface FaceSwapDeps {
  db: Database;
  media: Pick<MediaStore, "read" | "save" | "remove">;
  log: { warn(details: object, message: string): void };
}

/** What the swap needs of a freshly drawn picture. */
export interface DrawnPicture {
  png: Buffer;
  faceAnchors?: readonly FaceAnchor[];
}

/** A face-swapped version's media files: the full picture and its small WebP thumbnail. */
export interface SwappedFiles {
  faceSwappedFile: string;
  faceSwappedThumbnailFile: string;
}

/** Recently used face photos, decoded and ready (a family makes pictures in a row). */
const PHOTO_CACHE_SIZE = 16;

export function createFaceSwapper(deps: FaceSwapDeps) {
  const { db, media, log } = deps;
  const photos = new BoundedCache<string, PreparedPhoto>(PHOTO_CACHE_SIZE);

  async function loadPhoto(fileName: string): Promise<PreparedPhoto> {
    const cached = photos.get(fileName);
    if (cached) return cached;
    const bytes = await media.read(path.basename(fileName));
    if (!bytes) throw new Error(`The face photo ${fileName} is missing`);
    const prepared = await loadFacePhoto(bytes);
    photos.set(fileName, prepared);
    return prepared;
  }

  /** Who gets a swap and with which photo: face swap on, a plan with it, an active photo. */
  async function swapChoiceFor(userId: string) {
    const [row] = await db
      .select({
        plan: users.subscriptionPlan,
        isEnabled: appSettings.faceSwapEnabled,
        animalFaceMode: appSettings.animalFaceMode,
        photoFile: facePhotos.imageFile,
      })
      .from(users)
      .innerJoin(appSettings, eq(appSettings.userId, users.id))
      .innerJoin(facePhotos, and(eq(facePhotos.userId, users.id), eq(facePhotos.isActive, "true")))
      .where(eq(users.id, userId));
    if (!row || row.isEnabled !== "true") return null;
    if (!PLANS[ZPlanId.catch("free").parse(row.plan)].canUseFaceSwap) return null;
    return { photoFile: row.photoFile, withCreatures: row.animalFaceMode === "true" };
  }

  /**
   * Makes and saves the swapped versions of pictures just drawn for `userId` (a gallery picture,
   * or every scene of a story), in order: each one's media files, or null when there is none to
   * make (face swap off, no photo, no face in that picture, or its swap failed).
   */
  async function swappedVersionsFor(
    userId: string,
    pictures: readonly DrawnPicture[],
  ): Promise<Array<SwappedFiles | null>> {
    const failed = (error: unknown) => {
      log.warn({ err: error, userId }, "face swap failed; the picture keeps its original only");
      return null;
    };
    try {
      const choice = await swapChoiceFor(userId);
      if (!choice) return pictures.map(() => null);
      const anchorsOf = pictures.map((picture) =>
        (picture.faceAnchors ?? []).filter(
          (anchor) =>
            anchor.kind === "person" || (anchor.kind === "creature" && choice.withCreatures),
        ),
      );
      if (anchorsOf.every((anchors) => anchors.length === 0)) return pictures.map(() => null);
      const photo = await loadPhoto(choice.photoFile);
      return await Promise.all(
        pictures
          .map(async (picture, index) => {
            const anchors = anchorsOf[index] ?? [];
            if (anchors.length === 0) return null;
            return saveSwapped(await renderSwappedPicture(photo, picture.png, anchors));
          })
          .map((swap) => swap.catch(failed)),
      );
    } catch (error) {
      failed(error);
      return pictures.map(() => null);
    }
  }

  async function saveSwapped(
    rendered: Awaited<ReturnType<typeof renderSwappedPicture>>,
  ): Promise<SwappedFiles> {
    const faceSwappedFile = await media.save(rendered.png, "png");
    try {
      const faceSwappedThumbnailFile = await media.save(rendered.thumbnail, "webp");
      return { faceSwappedFile, faceSwappedThumbnailFile };
    } catch (error) {
      await media.remove(faceSwappedFile);
      throw error;
    }
  }

  /** The swapped version of one picture just drawn for `userId`, or null. */
  async function swappedVersionFor(
    userId: string,
    picture: DrawnPicture,
  ): Promise<SwappedFiles | null> {
    const [file] = await swappedVersionsFor(userId, [picture]);
    return file ?? null;
  }

  return { swappedVersionFor, swappedVersionsFor };
}

export type FaceSwapper = ReturnType<typeof createFaceSwapper>;
