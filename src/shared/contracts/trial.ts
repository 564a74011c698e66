import { z } from "zod";
import { PLANS } from "../plans";

export const ZTrial = z.object({
  trialImagesUsed: z.number().int().min(0),
  remainingTrialImages: z.number().int().min(0),
  maxTrialImages: z.number().int().min(0),
  isTrialExhausted: z.boolean(),
});
export type TTrial = z.infer<typeof ZTrial>;

export const TRIAL_COMPLETE_TITLE = "Trial Complete!";
/**
 * The spec's "create unlimited pictures" was not true: the free plan makes a few a month
 * (issue 15). The words follow the plan table.
 */
export const TRIAL_COMPLETE_MESSAGE = `Sign up for free to make ${PLANS.free.imagesPerMonth} pictures every month!`;
