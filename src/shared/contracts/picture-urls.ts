import { z } from "zod";

/**
 * A picture's face-swapped version, shown in preference to the original: null when there is
 * none; its small WebP is for small views, and absent on swaps made before it.
 */
export const faceSwappedUrlFields = {
  faceSwappedUrl: z.string().nullable(),
  faceSwappedThumbnailUrl: z.string().nullish(),
};

/** Where a stored picture's files are: the picture, its thumbnail and the face-swapped pair. */
export const pictureUrlFields = {
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  ...faceSwappedUrlFields,
};
