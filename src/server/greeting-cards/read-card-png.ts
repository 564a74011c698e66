import sharp from "sharp";
import {
  GREETING_CARD_HEIGHT,
  GREETING_CARD_MAX_BYTES,
  GREETING_CARD_MESSAGES,
  GREETING_CARD_WIDTH,
} from "../../shared/contracts/greeting-cards";
import { AppError, badRequest } from "../lib/app-error";
import { imageSignatureOf } from "../lib/image-signature";

const DATA_URL_PREFIX = /^data:image\/png;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const notACard = () => badRequest(GREETING_CARD_MESSAGES.cardNotPng);

/**
 * The card the browser drew, checked by its bytes (DESIGN decisions 12 and 16): strict base64,
 * at most 3 MB, a PNG by signature and by decoder, exactly 800×600. Answers the card decoded and
 * encoded again, so nothing but the picture itself (no text chunks, no trailing bytes) is mailed.
 */
export async function readCardPng(base64: string): Promise<Buffer> {
  const data = base64.replace(DATA_URL_PREFIX, "");
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw notACard();
  const bytes = Buffer.from(data, "base64");
  if (bytes.length > GREETING_CARD_MAX_BYTES)
    throw new AppError(413, GREETING_CARD_MESSAGES.cardTooBig);
  if (imageSignatureOf(bytes) !== "png") throw notACard();
  try {
    const image = sharp(bytes, {
      failOn: "error",
      limitInputPixels: GREETING_CARD_WIDTH * GREETING_CARD_HEIGHT,
    });
    const { format, width, height } = await image.metadata();
    if (format !== "png" || width !== GREETING_CARD_WIDTH || height !== GREETING_CARD_HEIGHT)
      throw notACard();
    return await image.png().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notACard();
  }
}
