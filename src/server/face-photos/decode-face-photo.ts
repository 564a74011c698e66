/**
 * A face photo as sent (a data URL) → a clean 512×512 PNG. Checked by its bytes, not its label:
 * PNG or JPEG only, at most 2 MB, at most 40 megapixels decoded (a "zip bomb" PNG stops there),
 * and re-encoded so no metadata, EXIF location or hidden payload survives (DESIGN decision 15).
 */
import sharp from "sharp";
import { FACE_PHOTO_MAX_BYTES, FACE_PHOTO_MESSAGES } from "../../shared/contracts/face-photos";
import { FACE_PHOTO_SIZE } from "../../shared/face-crop";
import { AppError, badRequest } from "../lib/app-error";
import { imageSignatureOf } from "../lib/image-signature";

const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]*={0,2})$/;
/** Larger than any phone camera's photo, far smaller than a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;

type PhotoFormat = "png" | "jpeg";

export async function decodeFacePhoto(dataUrl: string): Promise<Buffer> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(FACE_PHOTO_MESSAGES.notAnImage);
  const declared: PhotoFormat = match[1] === "png" ? "png" : "jpeg";
  const bytes = Buffer.from(match[2] ?? "", "base64");
  if (bytes.length > FACE_PHOTO_MAX_BYTES) throw new AppError(413, FACE_PHOTO_MESSAGES.tooLarge);
  if (imageSignatureOf(bytes) !== declared) throw badRequest(FACE_PHOTO_MESSAGES.notAnImage);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== declared) throw badRequest(FACE_PHOTO_MESSAGES.notAnImage);
    return await image
      .rotate()
      .resize(FACE_PHOTO_SIZE, FACE_PHOTO_SIZE, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .png({ compressionLevel: 6 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(FACE_PHOTO_MESSAGES.notAnImage);
  }
}
