import { IMAGE_SIZE, THUMBNAIL_SIZE } from "@/shared/limits";

interface TSwappedPicture {
  faceSwappedUrl: string | null;
  faceSwappedThumbnailUrl?: string | null;
}

/**
 * The face-swapped picture's small version for small views; a swap made before swaps had one
 * shows its full picture instead.
 */
export const swappedThumbnailUrl = (picture: TSwappedPicture): string | null =>
  picture.faceSwappedThumbnailUrl ?? picture.faceSwappedUrl;

/** A srcset that lets a big or sharp screen pick the full picture over the thumbnail. */
export const thumbnailOrFullSrcSet = (thumbnailUrl: string, fullUrl: string): string =>
  `${thumbnailUrl} ${THUMBNAIL_SIZE}w, ${fullUrl} ${IMAGE_SIZE}w`;

/** The srcset of a face-swapped picture's small view, when it has a small version. */
export const swappedSrcSet = (picture: TSwappedPicture): string | undefined =>
  picture.faceSwappedThumbnailUrl && picture.faceSwappedUrl
    ? thumbnailOrFullSrcSet(picture.faceSwappedThumbnailUrl, picture.faceSwappedUrl)
    : undefined;
