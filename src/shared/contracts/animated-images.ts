import { z } from "zod";
import { ZImage } from "./images";

/**
 * The Animation Studio's pictures (spec core.md §2, §3, §7):
 * - GET /api/images/animated → 200 ZAnimatedImageList | 401 (signed in only)
 *
 * Each picture carries what it shows and where (`detectedObjects`, boxes as fractions of the
 * picture), nearest first, so a tap is matched against the topmost thing under it.
 */
export const ZAnimatedImage = ZImage;
export type TAnimatedImage = z.infer<typeof ZAnimatedImage>;

export const ZAnimatedImageList = z.array(ZAnimatedImage);

/** The studio shows this many of the newest pictures. */
export const ANIMATED_IMAGES_LIMIT = 60;
