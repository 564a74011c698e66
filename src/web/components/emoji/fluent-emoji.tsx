import books from "fluentui-emoji/icons/flat/books.svg";
import cameraWithFlash from "fluentui-emoji/icons/flat/camera-with-flash.svg";
import catFace from "fluentui-emoji/icons/flat/cat-face.svg";
import dragon from "fluentui-emoji/icons/flat/dragon.svg";
import framedPicture from "fluentui-emoji/icons/flat/framed-picture.svg";
import loveLetter from "fluentui-emoji/icons/flat/love-letter.svg";
import magicWand from "fluentui-emoji/icons/flat/magic-wand.svg";
import microphone from "fluentui-emoji/icons/flat/microphone.svg";
import openBook from "fluentui-emoji/icons/flat/open-book.svg";
import rainbow from "fluentui-emoji/icons/flat/rainbow.svg";
import rocket from "fluentui-emoji/icons/flat/rocket.svg";
import sparkles from "fluentui-emoji/icons/flat/sparkles.svg";
import star from "fluentui-emoji/icons/flat/star.svg";
import { cn } from "@/web/lib/cn";

/**
 * The few Fluent Emoji (Microsoft, MIT) the app's own screens use, bundled with the app so they
 * look the same on every device, even one without a colour emoji font.
 */
const EMOJI = {
  books,
  "camera-with-flash": cameraWithFlash,
  "cat-face": catFace,
  dragon,
  "framed-picture": framedPicture,
  "love-letter": loveLetter,
  "magic-wand": magicWand,
  microphone,
  "open-book": openBook,
  rainbow,
  rocket,
  sparkles,
  star,
} as const;

export type TEmojiName = keyof typeof EMOJI;

/** A decorative emoji picture; the text next to it says what it means. */
export function FluentEmoji({ name, className }: { name: TEmojiName; className?: string }) {
  return (
    <img
      src={EMOJI[name]}
      alt=""
      aria-hidden
      draggable={false}
      className={cn("inline-block size-10 shrink-0 select-none", className)}
    />
  );
}
