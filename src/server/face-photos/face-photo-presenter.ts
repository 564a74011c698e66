import type { TFacePhoto } from "../../shared/contracts/face-photos";
import type { facePhotos } from "../db/schema";
import type { MediaStore } from "../media/media-store";

type FacePhotoRow = typeof facePhotos.$inferSelect;

/** What of a face photo leaves the server: a media URL, never the bytes. */
export function presentFacePhoto(row: FacePhotoRow, media: Pick<MediaStore, "urlFor">): TFacePhoto {
  return {
    id: row.id,
    name: row.name,
    imageUrl: media.urlFor(row.imageFile),
    description: row.description,
    isActive: row.isActive === "true" ? "true" : "false",
    createdAt: row.createdAt.toISOString(),
  };
}
