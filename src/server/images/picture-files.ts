import type { generatedImages } from "../db/schema";

type PictureFiles = Pick<
  typeof generatedImages.$inferSelect,
  "imageFile" | "thumbnailFile" | "faceSwappedFile" | "faceSwappedThumbnailFile"
>;

/** Every media file a picture row names, removed with the row (picture, story, account, sweep). */
export const pictureFilesOf = (row: PictureFiles): Array<string | null> => [
  row.imageFile,
  row.thumbnailFile,
  row.faceSwappedFile,
  row.faceSwappedThumbnailFile,
];
