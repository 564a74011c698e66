import type { TEmojiName } from "@/web/components/emoji/fluent-emoji";
import type { TMessageKey } from "@/web/i18n/catalog-types";

/** The three idea buttons (spec: picture creation section), their words in the home catalog. */
export const IDEAS = [
  { emoji: "dragon", text: "ideaDragon" },
  { emoji: "rocket", text: "ideaRocket" },
  { emoji: "cat-face", text: "ideaCat" },
] as const satisfies ReadonlyArray<{ emoji: TEmojiName; text: TMessageKey<"home"> }>;

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
