import { z } from "zod";
import { zText } from "./text";
import { zSingleLineText } from "./single-line-text";
import { RETENTION } from "../retention";

/**
 * Face photos for face swap (spec social.md §2, §3, §7, §8; DESIGN decision 15). Signed in only.
 * - GET    /api/face-photos              → 200 ZFacePhotoList (newest first)
 * - GET    /api/face-photos/active       → 200 ZFacePhoto | null
 * - POST   /api/face-photos              ZCreateFacePhotoBody → 201 ZFacePhoto | 400 | 403 | 409 | 413
 * - DELETE /api/face-photos/{id}         → 204 | 404
 * - PUT    /api/face-photos/{id}/activate → 200 ZFacePhoto | 403 | 404
 * Uploading and activating need a plan with face swap (403 with the way up otherwise); listing and
 * deleting never do, so a family can always see and remove their photos.
 */

/** At most this many saved face photos per family. */
export const FACE_PHOTOS_PER_USER = 6;
/** The decoded photo may be at most this many bytes (PNG or JPEG). */
export const FACE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 makes 3 bytes 4 characters; room for the `data:image/jpeg;base64,` prefix. */
export const FACE_PHOTO_MAX_DATA_URL_LENGTH = Math.ceil(FACE_PHOTO_MAX_BYTES / 3) * 4 + 100;
/** A photo that has not been active this long is deleted (DESIGN decision 15). */
export const FACE_PHOTO_UNUSED_DAYS = RETENTION.unusedFacePhotoDays;
export const FACE_PHOTO_NAME_MAX_LENGTH = 80;
export const FACE_PHOTO_DESCRIPTION_MAX_LENGTH = 300;
/** The name a photo gets when its file name gives none (spec §3). */
export const DEFAULT_FACE_PHOTO_NAME = "Face Photo";

export const FACE_PHOTO_MESSAGES = {
  notAnImage: "That file is not a photo we can use. Please choose a JPG or PNG picture.",
  tooLarge: "That photo is too big. Please choose one under 2 MB.",
  tooMany: `You can keep up to ${FACE_PHOTOS_PER_USER} face photos. Please delete one first.`,
  notFound: "That face photo was not found.",
  needsPlan:
    "Face swap comes with the Premium and Platinum plans. Upgrade to Premium to see your own face in every picture!",
  needsPlanTitle: "Face swap needs a plan upgrade",
  nameTooLong: `Please keep the name under ${FACE_PHOTO_NAME_MAX_LENGTH} letters.`,
  descriptionTooLong: `Please keep the description under ${FACE_PHOTO_DESCRIPTION_MAX_LENGTH} letters.`,
} as const;

/** The spec's text flag: 'true' for the active photo. */
export const ZIsActiveFlag = z.enum(["true", "false"]);

export const ZFacePhoto = z.object({
  id: z.string(),
  name: z.string(),
  /** A `/media/...` URL of the 512×512 PNG. */
  imageUrl: z.string(),
  description: z.string().nullable(),
  isActive: ZIsActiveFlag,
  createdAt: z.string(),
});
export type TFacePhoto = z.infer<typeof ZFacePhoto>;

export const ZFacePhotoList = z.array(ZFacePhoto);
export const ZActiveFacePhoto = ZFacePhoto.nullable();

export const ZCreateFacePhotoBody = z.object({
  name: zSingleLineText()
    .trim()
    .max(FACE_PHOTO_NAME_MAX_LENGTH, FACE_PHOTO_MESSAGES.nameTooLong)
    .optional()
    .transform((name) => name || DEFAULT_FACE_PHOTO_NAME),
  /** A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL; checked by its bytes. */
  imageUrl: z
    .string({ error: FACE_PHOTO_MESSAGES.notAnImage })
    .max(FACE_PHOTO_MAX_DATA_URL_LENGTH, FACE_PHOTO_MESSAGES.tooLarge),
  description: zText()
    .trim()
    .max(FACE_PHOTO_DESCRIPTION_MAX_LENGTH, FACE_PHOTO_MESSAGES.descriptionTooLong)
    .nullable()
    .optional(),
  /** Saved as the active photo at once (the face swap page sends false). */
  isActive: z.union([z.boolean(), ZIsActiveFlag]).optional(),
});
export type TCreateFacePhotoBody = z.input<typeof ZCreateFacePhotoBody>;

/** The name a chosen file gives a photo: up to the first dot, or the default (spec §3). */
export function facePhotoNameFromFile(fileName: string): string {
  const name = fileName.split(".")[0]?.trim().slice(0, FACE_PHOTO_NAME_MAX_LENGTH) ?? "";
  return name || DEFAULT_FACE_PHOTO_NAME;
}
