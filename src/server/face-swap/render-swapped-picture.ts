/** The sharp ends of face swap: PNG bytes in, raw pixels composited, PNG bytes out. */
import sharp from "sharp";
import type { FaceAnchor } from "../../illustrator";
import { encodePicture } from "../providers/images/encode-picture";
import { compositeFaces, preparePhoto, type PreparedPhoto, type RgbaImage } from "./composite-face";

export async function decodeToRgba(png: Buffer): Promise<RgbaImage> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A saved face photo, decoded and ready to be drawn at any size. */
export async function loadFacePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  return preparePhoto(await decodeToRgba(bytes));
}

/**
 * The picture with the face over each anchor, as a PNG and a WebP thumbnail encoded like the
 * original's. (Cutting out only the faces' parts measured slower: sharp decodes the PNG whole
 * for each cut anyway.)
 */
export async function renderSwappedPicture(
  photo: PreparedPhoto,
  picturePng: Buffer,
  anchors: readonly FaceAnchor[],
): ReturnType<typeof encodePicture> {
  const picture = await decodeToRgba(picturePng);
  compositeFaces(picture, photo, anchors);
  return encodePicture(
    sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } }),
  );
}
