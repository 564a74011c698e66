import { z } from "zod";

/** Every 4xx/5xx answer of the API carries a readable message. */
export const ZErrorBody = z.object({
  message: z.string(),
  title: z.string().optional(),
  details: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
