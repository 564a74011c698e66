import type { TDiaryEntry } from "../../shared/contracts/diary";
import type { diaryImages, generatedImages } from "../db/schema";
import type { MediaStore } from "../media/media-store";
import { pictureUrls } from "../media/picture-urls";

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
      ...pictureUrls(image, media),
      description: image.description,
    },
  };
}
