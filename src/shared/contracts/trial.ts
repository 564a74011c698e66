import { z } from "zod";

export { TRIAL_COMPLETE_MESSAGE, TRIAL_COMPLETE_TITLE } from "./trial-messages";

export const ZTrial = z.object({
  trialImagesUsed: z.number().int().min(0),
  remainingTrialImages: z.number().int().min(0),
  maxTrialImages: z.number().int().min(0),
  isTrialExhausted: z.boolean(),
});
export type TTrial = z.infer<typeof ZTrial>;
