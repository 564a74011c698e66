import type { TEmojiName } from "@/web/components/emoji/fluent-emoji";

/** The three idea buttons (spec: picture creation section). */
export const IDEAS = [
  { emoji: "dragon", text: "a friendly dragon in a flower garden" },
  { emoji: "rocket", text: "a colourful rocket ship to the moon" },
  { emoji: "cat-face", text: "a magical cat with rainbow wings" },
] as const satisfies ReadonlyArray<{ emoji: TEmojiName; text: string }>;

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
