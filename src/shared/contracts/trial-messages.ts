import { PLANS } from "../plan-table";

/** What a visitor reads once the free pictures are used up (zod-free: the trial card shows it). */
export const TRIAL_COMPLETE_TITLE = "Trial Complete!";
/**
 * The spec's "create unlimited pictures" was not true: the free plan makes a few a month
 * (issue 15). The words follow the plan table.
 */
export const TRIAL_COMPLETE_MESSAGE = `Sign up for free to make ${PLANS.free.imagesPerMonth} pictures every month!`;
