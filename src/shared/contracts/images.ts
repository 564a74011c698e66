import { z } from "zod";
import { isRealInstant } from "../real-instant";
import { GALLERY_CURSOR, GALLERY_CURSOR_MESSAGE } from "./gallery-pages";
import { DESCRIPTION_MAX_LENGTH } from "../limits";
import { pictureUrlFields } from "./picture-urls";
import { ZRecordIdParams, zText } from "./text";

/** A box as fractions of the picture (DESIGN decision 6). */
export const ZBoundingBox = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
});
export type TBoundingBox = z.infer<typeof ZBoundingBox>;

/**
 * A person of the built-in illustrator's character kit, so the web's dance can draw the figure
 * again and move its arms and legs (`artwork`: the kit's id of that person in that pose).
 */
export const ZDrawnFigure = z.object({
  artwork: z.string().regex(/^kit-person_[a-z0-9_-]+$/),
  mirrored: z.boolean(),
});
export type TDrawnFigure = z.infer<typeof ZDrawnFigure>;

export const ZDetectedObject = z.object({
  label: z.string(),
  boundingBox: ZBoundingBox,
  figure: ZDrawnFigure.optional(),
});
export type TDetectedObject = z.infer<typeof ZDetectedObject>;

/**
 * Which engine drew a picture: the built-in illustrator (it knows where every thing and face is)
 * or an image model behind an API (it does not, so its pictures carry no places).
 */
export const ZImageEngine = z.enum(["builtin", "api"]);
export type TImageEngine = z.infer<typeof ZImageEngine>;

/**
 * A picture as the gallery grid and the picture pickers show it (GET /api/images): everything
 * but what it shows and where, which only the detail dialog and the Animation Studio read.
 */
export const ZGalleryImage = z.object({
  id: z.string(),
  ...pictureUrlFields,
  description: z.string(),
  createdAt: z.string(),
});
export type TGalleryImage = z.infer<typeof ZGalleryImage>;

/** A whole picture (POST /api/images/generate, GET /api/images/{id}). */
export const ZImage = ZGalleryImage.extend({
  detectedObjects: z.array(ZDetectedObject),
  engine: ZImageEngine,
});
export type TImage = z.infer<typeof ZImage>;

/** GET /api/images: one page of the gallery, newest first (see gallery-pages.ts). */
export const ZImageList = z.array(ZGalleryImage);

export const ZGalleryQuery = z.object({
  before: z
    .string()
    .regex(GALLERY_CURSOR, GALLERY_CURSOR_MESSAGE)
    .refine(
      (cursor) => isRealInstant(GALLERY_CURSOR.exec(cursor)?.[1] ?? ""),
      GALLERY_CURSOR_MESSAGE,
    )
    .optional(),
});

/** The illustrator's seeds are unsigned 32-bit numbers. */
export const ILLUSTRATOR_SEED_MAX = 0xffffffff;

export const ZGenerateImageBody = z.object({
  description: zText("Please describe what kind of picture you want me to create.")
    .trim()
    .min(1, "Please describe what kind of picture you want me to create.")
    .max(DESCRIPTION_MAX_LENGTH, `Please keep your idea under ${DESCRIPTION_MAX_LENGTH} letters.`),
  /** A picture drawn offline: the seed it was drawn with, so the server draws the very same one. */
  seed: z
    .number("The picture's seed must be a whole number.")
    .int("The picture's seed must be a whole number.")
    .min(0, "The picture's seed must be a whole number from 0.")
    .max(ILLUSTRATOR_SEED_MAX, "The picture's seed is too big.")
    .optional(),
  /**
   * A picture drawn offline: its own id, made on the device. Sending it again (a retry after a
   * lost answer) returns the picture already made instead of making and charging a second one.
   */
  offlineKey: z.uuid("The offline picture's key must be a UUID.").optional(),
});
export type TGenerateImageBody = z.infer<typeof ZGenerateImageBody>;

export const ZImageIdParams = ZRecordIdParams;

/**
 * GET /api/images/engine → 200: the engine drawing new pictures and how long one typically takes
 * (measured on recent pictures), so the waiting overlay's countdown fits it.
 */
export const ZImageEngineInfo = z.object({
  engine: ZImageEngine,
  typicalSeconds: z.number().int().min(1),
});
export type TImageEngineInfo = z.infer<typeof ZImageEngineInfo>;
