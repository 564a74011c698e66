import { and, desc, eq, isNull } from "drizzle-orm";
import type { TImage } from "../../shared/contracts/images";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/client";
import { generatedImages } from "../db/schema";
import { badRequest, notFound } from "../lib/app-error";
import { checkKidSafeText } from "../lib/kid-safe-text";
import type { MediaStore } from "../media/media-store";
import type { ImageProvider } from "../providers/images/image-provider";
import type { PictureOwner } from "../sessions/session-data";
import type { UsageReservation, UsageService } from "../subscription/usage-service";
import type { TrialService } from "../trial/trial-service";
import { presentImage } from "./image-presenter";

export interface ImageServiceDeps {
  db: Database;
  media: MediaStore;
  imageProvider: ImageProvider;
  trial: TrialService;
  usage: Pick<UsageService, "reserve" | "refund">;
}

const ownedBy = (owner: PictureOwner) =>
  owner.kind === "user"
    ? eq(generatedImages.userId, owner.userId)
    : and(eq(generatedImages.visitorId, owner.visitorId), isNull(generatedImages.userId));

export function createImageService(deps: ImageServiceDeps) {
  const { db, media, imageProvider, trial, usage } = deps;

  /**
   * Draws and stores a picture. A visitor spends one trial picture, a user one of the month's
   * plan pictures; either is given back if the picture could not be made.
   */
  async function generate(
    owner: PictureOwner,
    rawDescription: string,
    ipAddress: string,
  ): Promise<TImage> {
    const safe = checkKidSafeText(rawDescription);
    if (!safe.ok) throw badRequest(safe.message, "Let's try different words");
    const visitorCaller =
      owner.kind === "visitor" ? { visitorId: owner.visitorId, ipAddress } : null;
    if (visitorCaller) await trial.reserve(visitorCaller);
    const reservation: UsageReservation | null =
      owner.kind === "user" ? await usage.reserve(owner.userId, "images") : null;
    const savedFiles: string[] = [];
    try {
      const picture = await imageProvider.generate(safe.text);
      const imageFile = await media.save(picture.png, "png");
      savedFiles.push(imageFile);
      const thumbnailFile = await media.save(
        picture.thumbnail,
        picture.thumbnailContentType === "image/webp" ? "webp" : "png",
      );
      savedFiles.push(thumbnailFile);
      const row = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(generatedImages)
          .values({
            userId: owner.kind === "user" ? owner.userId : null,
            visitorId: owner.kind === "visitor" ? owner.visitorId : null,
            description: rawDescription,
            imageFile,
            thumbnailFile,
            provider: imageProvider.name,
            detectedObjects: picture.detectedObjects,
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
      return presentImage(row, media);
    } catch (error) {
      await media.remove(...savedFiles);
      if (visitorCaller) await trial.refund(visitorCaller);
      if (reservation) await usage.refund(reservation);
      throw error;
    }
  }

  /** The owner's gallery, newest first; story scene pictures stay with their story. */
  async function list(owner: PictureOwner | null): Promise<TImage[]> {
    if (!owner) return [];
    const rows = await db
      .select()
      .from(generatedImages)
      .where(and(ownedBy(owner), isNull(generatedImages.storyId)))
      .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
      .limit(1000);
    return rows.map((row) => presentImage(row, media));
  }

  /** Deletes the owner's picture and its files; anyone else's is "not found". */
  async function remove(owner: PictureOwner | null, imageId: string): Promise<void> {
    const missing = notFound("That picture was not found in your gallery.");
    if (!owner) throw missing;
    const [row] = await db
      .delete(generatedImages)
      .where(and(eq(generatedImages.id, imageId), ownedBy(owner)))
      .returning();
    if (!row) throw missing;
    await media.remove(row.imageFile, row.thumbnailFile, row.faceSwappedFile);
  }

  return { generate, list, remove };
}

export type ImageService = ReturnType<typeof createImageService>;
