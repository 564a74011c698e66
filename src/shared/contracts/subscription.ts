import { z } from "zod";
import { ZPaidPlanId } from "../plans";
import { zText } from "./text";

/**
 * Plans, monthly usage and payment (spec core.md §3, §4, §7, §8; DESIGN decisions 7 and 11).
 *
 * Calls:
 * - GET  /api/subscription/usage                → 200 ZUsage | 401
 * - GET  /api/payments/config                   → 200 ZPaymentsConfig (anyone)
 * - POST /api/paypal/order                      ZCreateOrderBody → 201 ZCreateOrderResponse | 400 | 401 | 502
 * - POST /api/subscription/confirm-paypal-payment ZConfirmPaymentBody
 *                                               → 200 {success:true, message} | 4xx/5xx {success:false, error}
 * - POST /api/subscription/cancel               → 200 ZCancelResponse | 400 (free plan) | 401
 */

export const ZUsage = z.object({
  imagesUsed: z.number().int().min(0),
  imagesLimit: z.number().int().min(0),
  storiesUsed: z.number().int().min(0),
  storiesLimit: z.number().int().min(0),
  canUseFaceSwap: z.boolean(),
});
export type TUsage = z.infer<typeof ZUsage>;

/** Which checkout the page shows; `clientId` (public) only for PayPal. */
export const ZPaymentsConfig = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("paypal"), clientId: z.string(), currency: z.string() }),
  z.object({ provider: z.literal("demo"), currency: z.string() }),
]);
export type TPaymentsConfig = z.infer<typeof ZPaymentsConfig>;

const ZPlanField = z.enum(ZPaidPlanId.options, {
  error: "Please choose the Premium or Platinum plan.",
});

export const ZCreateOrderBody = z.object({ planId: ZPlanField });
export type TCreateOrderBody = z.infer<typeof ZCreateOrderBody>;

export const ZCreateOrderResponse = z.object({ id: z.string(), status: z.string() });
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** Order ids are PayPal's (17 characters) or the demo checkout's; nothing longer is real. */
export const ZConfirmPaymentBody = z.object({
  orderId: zText("The payment order is missing.")
    .trim()
    .min(1, "The payment order is missing.")
    .max(64, "That payment order is not one of ours."),
  planId: ZPlanField,
});
export type TConfirmPaymentBody = z.infer<typeof ZConfirmPaymentBody>;

export const ZConfirmPaymentSuccess = z.object({ success: z.literal(true), message: z.string() });
/** `message` repeats `error`, so this answer reads like every other 4xx (`{message}`) too. */
export const ZConfirmPaymentFailure = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});
export const ZConfirmPaymentResponse = z.union([ZConfirmPaymentSuccess, ZConfirmPaymentFailure]);
export type TConfirmPaymentResponse = z.infer<typeof ZConfirmPaymentResponse>;

export const ZCancelResponse = z.object({ message: z.string() });
export type TCancelResponse = z.infer<typeof ZCancelResponse>;

/** Where a successful payment returns to (spec §4). */
export const SUBSCRIPTION_SUCCESS_PATH = "/subscription?success=true";
