import type { TImage } from "../../shared/contracts/images";
import type { generatedImages } from "../db/schema";
import type { MediaStore } from "../media/media-store";

type ImageRow = typeof generatedImages.$inferSelect;

/** What of a picture leaves the server. */
export function presentImage(row: ImageRow, media: Pick<MediaStore, "urlFor">): TImage {
  return {
    id: row.id,
    imageUrl: media.urlFor(row.imageFile),
    thumbnailUrl: media.urlFor(row.thumbnailFile),
    faceSwappedUrl: row.faceSwappedFile ? media.urlFor(row.faceSwappedFile) : null,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    detectedObjects: row.detectedObjects,
    engine: row.engine,
  };
}
