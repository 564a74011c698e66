import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import {
  GALLERY_CURSOR,
  GALLERY_CURSOR_MESSAGE,
  GALLERY_PAGE_SIZE,
} from "../../shared/contracts/gallery-pages";
import type { TImage } from "../../shared/contracts/images";
import type { Language } from "../../shared/languages";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/client";
import { rawRows } from "../db/raw-rows";
import type { FaceSwapper } from "../face-swap/face-swapper";
import { generatedImages } from "../db/schema";
import { outsideEnginesAllowedFor } from "../settings/outside-engines";
import { uniqueViolation } from "../auth/unique-violation";
import { badRequest, conflict, notFound } from "../lib/app-error";
import { tagJson, type TaggedJson } from "../lib/conditional-get";
import { kidSafeTextOf } from "../lib/require-kind-words";
import type { MediaStore } from "../media/media-store";
import type { ImageProvider } from "../providers/images/image-provider";
import { askEveryTime, type AnswerSource } from "../lib/kept-answers";
import { galleryKey, type PictureOwner } from "../sessions/session-data";
import { storeWithFiles, type MediaFile } from "../media/store-with-files";
import type { UsageService } from "../subscription/usage-service";
import type { TrialService } from "../trial/trial-service";
import { galleryPageJson, presentImage, type GalleryPageRow } from "./image-presenter";
import { pictureFilesOf } from "./picture-files";

export interface ImageServiceDeps {
  db: Database;
  media: MediaStore;
  imageProvider: ImageProvider;
  trial: TrialService;
  usage: Pick<UsageService, "check" | "reserve">;
  /** Makes the face-swapped version of a signed-in family's new picture, when they have one. */
  faceSwap?: Pick<FaceSwapper, "swappedVersionFor">;
  /** Newest gallery pages by owner key, kept until the gallery changes; asked every time if absent. */
  galleries?: AnswerSource<GalleryPage>;
}

/** A page of a gallery ready to send: its JSON text and ETag, the total and the next cursor. */
export type GalleryPage = TaggedJson & Omit<GalleryPageRow, "body">;

/** How a picture first drawn offline on a device asks to be made on the server. */
export interface OfflineDrawing {
  /** The seed the device drew with, so the server draws the very same picture. */
  seed?: number;
  /** The device's id for the picture: sent twice, it is made (and charged) once. */
  offlineKey?: string;
}

/** How a picture is asked for: perhaps drawn offline first, in the language of its words. */
export interface PictureRequest extends OfflineDrawing {
  /** The family's language, or the visitor's: the illustrator reads the words in it. */
  language?: Language;
}

/** A documentation address (TEST-NET-1) that no family ever calls from. */
const WARM_UP_ADDRESS = "192.0.2.1";

const OFFLINE_KEY_TAKEN = "This picture was already sent from another account.";

const ownedBy = (owner: PictureOwner) =>
  owner.kind === "user"
    ? eq(generatedImages.userId, owner.userId)
    : and(eq(generatedImages.visitorId, owner.visitorId), isNull(generatedImages.userId));

const NO_PICTURES: GalleryPage = { ...tagJson("[]", "0"), older: null, total: 0 };
const NOT_IN_GALLERY = "That picture was not found in your gallery.";
/** A gallery picture: not a story's scene, saved or not (DESIGN 9). */
export const inGallery = and(
  isNull(generatedImages.storyId),
  eq(generatedImages.isStoryScene, false),
);

/** Pictures after a GALLERY_CURSOR in the gallery's order (newest first). */
function olderThan(cursor: string) {
  const [, time, id] = GALLERY_CURSOR.exec(cursor) ?? [];
  if (!time || !id) throw badRequest(GALLERY_CURSOR_MESSAGE);
  return sql`(${generatedImages.createdAt}, ${generatedImages.id}) < (${time}::timestamptz, ${id})`;
}

export function createImageService(deps: ImageServiceDeps) {
  const { db, media, imageProvider, trial, usage, galleries = askEveryTime() } = deps;

  /**
   * Draws and stores a picture. A visitor spends one trial picture, a user one of the month's
   * plan pictures, in the same transaction that stores it: nothing is spent on a picture that
   * was not stored, even if the server dies half way. Nobody is kept waiting for a drawing that
   * would be refused: the allowance is checked (without taking it) before drawing.
   */
  async function generate(
    owner: PictureOwner,
    rawDescription: string,
    ipAddress: string,
    offline: PictureRequest = {},
  ): Promise<TImage> {
    // What is drawn is also what is stored, shown and read aloud: scary words softened.
    const description = kidSafeTextOf(rawDescription, { language: offline.language });
    const visitorCaller =
      owner.kind === "visitor" ? { visitorId: owner.visitorId, ipAddress } : null;
    if (visitorCaller) await trial.check(visitorCaller);
    else if (owner.kind === "user") await usage.check(owner.userId, "images");
    const picture = await imageProvider.generate(description, {
      ...(offline.seed === undefined ? {} : { seed: offline.seed }),
      ...(offline.language === undefined ? {} : { language: offline.language }),
      mayUseOutsideEngine: await outsideEnginesAllowedFor(db, owner),
    });
    const files = {
      imageFile: { bytes: picture.png, extension: "png" },
      thumbnailFile: {
        bytes: picture.thumbnail,
        extension: picture.thumbnailContentType === "image/webp" ? "webp" : "png",
      },
    } satisfies Record<string, MediaFile>;
    const storingAll = storeWithFiles(media, files, async ({ imageFile, thumbnailFile }) => {
      const swapped =
        owner.kind === "user" && deps.faceSwap
          ? await deps.faceSwap.swappedVersionFor(owner.userId, picture)
          : null;
      const storing = db.transaction(async (tx) => {
        if (visitorCaller) await trial.reserve(visitorCaller, tx);
        else if (owner.kind === "user") await usage.reserve(owner.userId, "images", tx);
        const [stored] = await tx
          .insert(generatedImages)
          .values({
            userId: owner.kind === "user" ? owner.userId : null,
            visitorId: owner.kind === "visitor" ? owner.visitorId : null,
            description,
            imageFile,
            thumbnailFile,
            faceSwappedFile: swapped?.faceSwappedFile ?? null,
            faceSwappedThumbnailFile: swapped?.faceSwappedThumbnailFile ?? null,
            provider: picture.provider,
            engine: picture.engine,
            detectedObjects: picture.detectedObjects,
            offlineKey: offline.offlineKey ?? null,
          })
          .returning();
        if (!stored) throw new Error("The new picture was not stored");
        if (owner.kind === "user") {
          await recordActivity(tx, {
            userId: owner.userId,
            type: "picture_made",
            at: stored.createdAt,
            data: { imageId: stored.id },
          });
        }
        return stored;
      });
      return storing.catch(async (error: unknown) => {
        await media.remove(swapped?.faceSwappedFile, swapped?.faceSwappedThumbnailFile);
        throw error;
      });
    });
    try {
      return presentImage(await storingAll, media);
    } catch (error) {
      // The same offline picture sent twice at once: the first one stored wins.
      const key = offline.offlineKey;
      const earlier =
        key && uniqueViolation(error) !== undefined ? await findOfflinePicture(owner, key) : null;
      if (earlier) return earlier;
      throw error;
    }
  }

  /**
   * The owner's picture already made from this offline key, or null when none was made yet.
   *
   * A visitor's session comes with the answer to their first call. When a device that never had
   * one sends its first offline picture and that answer is lost (the signal comes back in fits),
   * the picture is stored for a session the device never hears of, and the replay arrives in a
   * new one. The key is the device's own secret (a random UUID, never shown), so a replay of a
   * visitor's picture by another visitor session is that device: the picture, and the trial
   * picture it spent, move to the session asking. An account's picture never moves: a key of one
   * is 409 for anyone else.
   */
  async function findOfflinePicture(
    owner: PictureOwner,
    offlineKey: string,
  ): Promise<TImage | null> {
    const [row] = await db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.offlineKey, offlineKey))
      .limit(1);
    if (!row) return null;
    const isOwners =
      owner.kind === "user"
        ? row.userId === owner.userId
        : row.visitorId === owner.visitorId && row.userId === null;
    if (isOwners) return presentImage(row, media);
    const earlierVisitor = row.userId === null ? row.visitorId : null;
    if (owner.kind !== "visitor" || !earlierVisitor) throw conflict(OFFLINE_KEY_TAKEN);
    const moved = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(generatedImages)
        .set({ visitorId: owner.visitorId })
        .where(
          and(
            eq(generatedImages.id, row.id),
            isNull(generatedImages.userId),
            eq(generatedImages.visitorId, earlierVisitor),
          ),
        )
        .returning();
      if (updated) await trial.moveOne(earlierVisitor, owner.visitorId, tx);
      return updated;
    });
    if (!moved) throw conflict(OFFLINE_KEY_TAKEN);
    return presentImage(moved, media);
  }

  /**
   * One page of the owner's gallery, newest first, as JSON text (ZImageList): the newest page, or
   * the page older than `before` (GALLERY_CURSOR). Story scenes stay with their story. Only the
   * newest page, which the gallery polls, is kept between changes.
   */
  async function listJson(owner: PictureOwner | null, before?: string): Promise<GalleryPage> {
    if (!owner) return NO_PICTURES;
    if (before !== undefined) return readGalleryPage(owner, before);
    return (await galleries.read(galleryKey(owner), () => readGalleryPage(owner))) ?? NO_PICTURES;
  }

  async function readGalleryPage(owner: PictureOwner, before?: string): Promise<GalleryPage> {
    const mine = and(ownedBy(owner), inGallery);
    const rows = db
      .select({
        id: generatedImages.id,
        image_file: generatedImages.imageFile,
        thumbnail_file: generatedImages.thumbnailFile,
        face_swapped_file: generatedImages.faceSwappedFile,
        face_swapped_thumbnail_file: generatedImages.faceSwappedThumbnailFile,
        description: generatedImages.description,
        created_at: generatedImages.createdAt,
      })
      .from(generatedImages)
      .where(and(mine, before === undefined ? undefined : olderThan(before)))
      .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
      .limit(GALLERY_PAGE_SIZE + 1)
      .getSQL();
    const total = db
      .select({ count: sql`count(*)` })
      .from(generatedImages)
      .where(mine)
      .getSQL();
    const [page] = await rawRows<GalleryPageRow>(
      db,
      galleryPageJson(rows, total, GALLERY_PAGE_SIZE),
    );
    if (!page) return NO_PICTURES;
    // The count is part of what a poll asks about: a picture deleted from an older page changes it.
    return { ...tagJson(page.body, String(page.total)), older: page.older, total: page.total };
  }

  /** One of the owner's gallery pictures, with what it shows and where. */
  async function get(owner: PictureOwner | null, imageId: string): Promise<TImage> {
    const [row] = owner
      ? await db
          .select()
          .from(generatedImages)
          .where(and(eq(generatedImages.id, imageId), ownedBy(owner), inGallery))
      : [];
    if (!row) throw notFound(NOT_IN_GALLERY);
    return presentImage(row, media);
  }

  /** Deletes the owner's picture and its files; anyone else's is "not found". */
  async function remove(owner: PictureOwner | null, imageId: string): Promise<void> {
    const missing = notFound(NOT_IN_GALLERY);
    if (!owner) throw missing;
    const [row] = await db
      .delete(generatedImages)
      .where(and(eq(generatedImages.id, imageId), ownedBy(owner)))
      .returning();
    if (!row) throw missing;
    await media.remove(...pictureFilesOf(row));
  }

  /**
   * Does a visitor's picture's database work once, in a transaction that is rolled back, so the
   * first family's picture after a start does not wait for the embedded database to read its
   * catalog and warm up its code (about 100 ms). Stores nothing.
   */
  async function warmUp(): Promise<void> {
    const caller = { visitorId: randomUUID(), ipAddress: WARM_UP_ADDRESS };
    await trial.check(caller);
    const rehearsal = db.transaction(async (tx) => {
      await trial.reserve(caller, tx);
      await tx
        .insert(generatedImages)
        .values({
          visitorId: caller.visitorId,
          description: "a warm-up",
          imageFile: "warm-up.png",
          thumbnailFile: "warm-up.webp",
          provider: "warm-up",
        })
        .returning();
      tx.rollback();
    });
    await rehearsal.catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  }

  return { generate, findOfflinePicture, listJson, get, remove, warmUp };
}

export type ImageService = ReturnType<typeof createImageService>;
