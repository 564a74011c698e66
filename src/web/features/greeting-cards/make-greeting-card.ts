import { GREETING_CARD_HEIGHT, GREETING_CARD_WIDTH } from "@/shared/contracts/greeting-cards";
import { fluentEmojiUrl } from "@/web/components/emoji/fluent-emoji";
import { drawGreetingCard, GREETING_CARD_FONTS } from "./draw-greeting-card";
import type { TGreetingPicture } from "./greeting-handoff";

export const NO_IMAGE_SOURCE_MESSAGE = "Failed to load any image source";
const DATA_URL_PREFIX = "data:image/png;base64,";

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

/**
 * The picture for a card as the family sees it: the face-swapped one when there is one (the card's
 * words talk about the child in it), else — or when it fails to load — the original.
 */
export async function loadCardPicture(picture: TGreetingPicture): Promise<HTMLImageElement> {
  for (const url of [picture.faceSwappedUrl, picture.imageUrl]) {
    if (!url) continue;
    try {
      return await loadImage(url);
    } catch {
      // try the next source
    }
  }
  throw new Error(NO_IMAGE_SOURCE_MESSAGE);
}

export interface TGreetingCard {
  /** For showing and downloading. */
  dataUrl: string;
  /** The PNG bytes as base64, as the send call takes them. */
  base64: string;
}

/** Draws the 800×600 card in the browser and answers it as a PNG. */
export async function makeGreetingCard(input: {
  picture: TGreetingPicture;
  message: string;
  childName: string;
}): Promise<TGreetingCard> {
  const sticker = (name: "sauropod" | "sparkles") =>
    loadImage(fluentEmojiUrl(name)).catch(() => undefined);
  const [image, dino, sparkles] = await Promise.all([
    loadCardPicture(input.picture),
    sticker("sauropod"),
    sticker("sparkles"),
    Promise.all(GREETING_CARD_FONTS.map((font) => document.fonts.load(font))).catch(() => []),
  ]);
  const canvas = document.createElement("canvas");
  canvas.width = GREETING_CARD_WIDTH;
  canvas.height = GREETING_CARD_HEIGHT;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw cards");
  drawGreetingCard(context, {
    picture: image,
    message: input.message,
    childName: input.childName,
    caption: input.picture.description,
    stickers: { dino, sparkles },
  });
  const dataUrl = canvas.toDataURL("image/png");
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw new Error("This browser cannot make PNG cards");
  return { dataUrl, base64: dataUrl.slice(DATA_URL_PREFIX.length) };
}
