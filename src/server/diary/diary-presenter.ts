import type { TDiaryEntry } from "../../shared/contracts/diary";
import type { diaryImages, generatedImages } from "../db/schema";
import type { MediaStore } from "../media/media-store";

type DiaryRow = typeof diaryImages.$inferSelect;
type ImageRow = typeof generatedImages.$inferSelect;

/** What of a diary entry leaves the server: its words, when it was saved, and its picture. */
export function presentDiaryEntry(
  entry: DiaryRow,
  image: ImageRow,
  media: Pick<MediaStore, "urlFor">,
): TDiaryEntry {
  return {
    id: entry.id,
    title: entry.title,
    notes: entry.notes,
    createdAt: entry.savedAt.toISOString(),
    image: {
      id: image.id,
      imageUrl: media.urlFor(image.imageFile),
      thumbnailUrl: media.urlFor(image.thumbnailFile),
      faceSwappedUrl: image.faceSwappedFile ? media.urlFor(image.faceSwappedFile) : null,
      faceSwappedThumbnailUrl: image.faceSwappedThumbnailFile
        ? media.urlFor(image.faceSwappedThumbnailFile)
        : null,
      description: image.description,
    },
  };
}
