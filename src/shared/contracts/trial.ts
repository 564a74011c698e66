import { z } from "zod";

export const ZTrial = z.object({
  trialImagesUsed: z.number().int().min(0),
  remainingTrialImages: z.number().int().min(0),
  maxTrialImages: z.number().int().min(0),
  isTrialExhausted: z.boolean(),
});
export type TTrial = z.infer<typeof ZTrial>;

export const TRIAL_COMPLETE_TITLE = "Trial Complete!";
export const TRIAL_COMPLETE_MESSAGE = "Sign up for free to create unlimited pictures!";
