import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { facePhotos, generatedImages, stories, storyRecordings, users } from "../db/schema";

/**
 * Every column that names a media file: a file name, a `/media/…` URL, or JSON holding either.
 * The orphan sweep removes any old file that none of these names, so a new column that keeps
 * media (a greeting card, a story page…) must be added here.
 */
export const MEDIA_REFERENCES: readonly AnyPgColumn[] = [
  generatedImages.imageFile,
  generatedImages.thumbnailFile,
  generatedImages.faceSwappedFile,
  generatedImages.faceSwappedThumbnailFile,
  facePhotos.imageFile,
  stories.scenes,
  storyRecordings.audioFile,
  users.profileImageUrl,
];
