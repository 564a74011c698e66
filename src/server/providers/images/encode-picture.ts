import type { Sharp } from "sharp";
import { THUMBNAIL_SIZE } from "../../../shared/limits";

/**
 * A 1024×1024 picture (as a sharp pipeline) → the stored PNG and WebP gallery thumbnail. Every
 * engine's pictures go through here, so they are stored alike. Fast settings: the server makes
 * many pictures and the PNG is only ever shown.
 */
export async function encodePicture(
  pixels: Sharp,
): Promise<{ png: Buffer; thumbnail: Buffer; thumbnailContentType: "image/webp" }> {
  const [png, thumbnail] = await Promise.all([
    pixels.clone().png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer(),
    pixels
      .clone()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { kernel: "linear" })
      .webp({ quality: 80, effort: 2 })
      .toBuffer(),
  ]);
  return { png, thumbnail, thumbnailContentType: "image/webp" };
}
