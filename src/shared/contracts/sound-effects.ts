import { z } from "zod";
import { zText } from "./text";

/** The shape of a Freesound text search, trimmed to what the overlay reads. */
export const ZSoundEffect = z.object({
  id: z.string(),
  name: z.string(),
  duration: z.number(),
  previews: z.object({ "preview-hq-mp3": z.string() }),
});
export const ZSoundEffectSearch = z.object({
  count: z.number().int(),
  results: z.array(ZSoundEffect),
});
export type TSoundEffectSearch = z.infer<typeof ZSoundEffectSearch>;

export const ZSoundEffectQuery = z.object({ query: zText().trim().max(200).default("") });
