import type { MediaStore } from "./media-store";

type Media = Pick<MediaStore, "urlFor">;

/** The files of a picture's face-swapped version (none: it has no face swap). */
export interface FaceSwappedFiles {
  faceSwappedFile: string | null;
  faceSwappedThumbnailFile: string | null;
}

/** The addresses of a face-swapped version's files (`faceSwappedUrlFields`), null where none. */
export function faceSwappedUrls(files: FaceSwappedFiles | undefined, media: Media) {
  return {
    faceSwappedUrl: files?.faceSwappedFile ? media.urlFor(files.faceSwappedFile) : null,
    faceSwappedThumbnailUrl: files?.faceSwappedThumbnailFile
      ? media.urlFor(files.faceSwappedThumbnailFile)
      : null,
  };
}

/** The addresses of a stored picture's files (`pictureUrlFields`). */
export function pictureUrls(
  files: FaceSwappedFiles & { imageFile: string; thumbnailFile: string },
  media: Media,
) {
  return {
    imageUrl: media.urlFor(files.imageFile),
    thumbnailUrl: media.urlFor(files.thumbnailFile),
    ...faceSwappedUrls(files, media),
  };
}
