import boy from "fluentui-emoji/icons/flat/boy-default.svg";
import books from "fluentui-emoji/icons/flat/books.svg";
import butterfly from "fluentui-emoji/icons/flat/butterfly.svg";
import cameraWithFlash from "fluentui-emoji/icons/flat/camera-with-flash.svg";
import crown from "fluentui-emoji/icons/flat/crown.svg";
import catFace from "fluentui-emoji/icons/flat/cat-face.svg";
import dogFace from "fluentui-emoji/icons/flat/dog-face.svg";
import dragonFace from "fluentui-emoji/icons/flat/dragon-face.svg";
import dragon from "fluentui-emoji/icons/flat/dragon.svg";
import eMail from "fluentui-emoji/icons/flat/e-mail.svg";
import gemStone from "fluentui-emoji/icons/flat/gem-stone.svg";
import framedPicture from "fluentui-emoji/icons/flat/framed-picture.svg";
import girl from "fluentui-emoji/icons/flat/girl-default.svg";
import key from "fluentui-emoji/icons/flat/key.svg";
import lion from "fluentui-emoji/icons/flat/lion.svg";
import loveLetter from "fluentui-emoji/icons/flat/love-letter.svg";
import magicWand from "fluentui-emoji/icons/flat/magic-wand.svg";
import microphone from "fluentui-emoji/icons/flat/microphone.svg";
import openBook from "fluentui-emoji/icons/flat/open-book.svg";
import peopleHugging from "fluentui-emoji/icons/flat/people-hugging.svg";
import partyPopper from "fluentui-emoji/icons/flat/party-popper.svg";
import racingCar from "fluentui-emoji/icons/flat/racing-car.svg";
import rainbow from "fluentui-emoji/icons/flat/rainbow.svg";
import robot from "fluentui-emoji/icons/flat/robot.svg";
import rocket from "fluentui-emoji/icons/flat/rocket.svg";
import sauropod from "fluentui-emoji/icons/flat/sauropod.svg";
import seedling from "fluentui-emoji/icons/flat/seedling.svg";
import shark from "fluentui-emoji/icons/flat/shark.svg";
import sparkles from "fluentui-emoji/icons/flat/sparkles.svg";
import star from "fluentui-emoji/icons/flat/star.svg";
import tigerFace from "fluentui-emoji/icons/flat/tiger-face.svg";
import unicorn from "fluentui-emoji/icons/flat/unicorn.svg";
import { cn } from "@/web/lib/cn";

/**
 * The Fluent Emoji (Microsoft, MIT) the app's own screens use, bundled with the app so they
 * look the same on every device, even one without a colour emoji font.
 */
const EMOJI = {
  books,
  boy,
  butterfly,
  "camera-with-flash": cameraWithFlash,
  "cat-face": catFace,
  crown,
  "dog-face": dogFace,
  dragon,
  "dragon-face": dragonFace,
  "e-mail": eMail,
  "framed-picture": framedPicture,
  "gem-stone": gemStone,
  girl,
  key,
  lion,
  "love-letter": loveLetter,
  "magic-wand": magicWand,
  microphone,
  "open-book": openBook,
  "party-popper": partyPopper,
  "people-hugging": peopleHugging,
  "racing-car": racingCar,
  rainbow,
  robot,
  rocket,
  sauropod,
  seedling,
  shark,
  sparkles,
  star,
  "tiger-face": tigerFace,
  unicorn,
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

/** The bundled file of an emoji, for drawing it on a canvas (greeting cards). */
export const fluentEmojiUrl = (name: TEmojiName): string => EMOJI[name];
