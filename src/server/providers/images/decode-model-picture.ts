/**
 * An image model's answer, checked by its bytes (PNG, JPEG or WebP by signature and by decoder,
 * at most 40 megapixels, at least 256 pixels a side) and re-encoded to the same 1024² PNG and
 * WebP thumbnail as the built-in illustrator's: nothing but the pixels survives.
 */
import sharp from "sharp";
import { IMAGE_SIZE } from "../../../shared/limits";
import { imageSignatureOf } from "../../lib/image-signature";
import { encodePicture } from "./encode-picture";

const MAX_INPUT_PIXELS = 40_000_000;
const MIN_SIDE = 256;

export class NotAPictureError extends Error {
  constructor(reason: string) {
    super(`The image engine's answer is not a picture: ${reason}`);
    this.name = "NotAPictureError";
  }
}

export async function decodeModelPicture(bytes: Buffer) {
  const signature = imageSignatureOf(bytes);
  if (!signature) throw new NotAPictureError("unknown bytes");
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const {
    format,
    width = 0,
    height = 0,
  } = await image.metadata().catch(() => {
    throw new NotAPictureError("it does not decode");
  });
  if (format !== signature) throw new NotAPictureError(`${format} bytes labelled ${signature}`);
  if (Math.min(width, height) < MIN_SIDE) throw new NotAPictureError(`${width}×${height}`);
  const square = image
    .rotate()
    .resize(IMAGE_SIZE, IMAGE_SIZE, { fit: "cover" })
    .flatten({ background: "#ffffff" });
  // Decoding once up front turns a truncated file into this error rather than a broken picture.
  const pixels = await square
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new NotAPictureError("it does not decode");
    });
  const { width: w, height: h, channels } = pixels.info;
  return encodePicture(sharp(pixels.data, { raw: { width: w, height: h, channels } }));
}
