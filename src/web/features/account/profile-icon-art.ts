import type { TProfileIconId } from "@/shared/profile-icons";
import type { TEmojiName } from "@/web/components/emoji/fluent-emoji";

/** The Fluent Emoji picture of each profile icon. */
export const PROFILE_ICON_EMOJI: Record<TProfileIconId, TEmojiName> = {
  tiger: "tiger-face",
  car: "racing-car",
  dino: "sauropod",
  lion: "lion",
  rocket: "rocket",
  unicorn: "unicorn",
  robot: "robot",
  dragon: "dragon-face",
  butterfly: "butterfly",
  shark: "shark",
  cat: "cat-face",
  dog: "dog-face",
};
