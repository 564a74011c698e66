import type { PaymentFailureReason } from "../providers/payments/payment-provider";

/** What the buyer reads when a confirmation fails, and the status it answers with. */
export const CONFIRM_FAILURES = {
  unknownOrder: {
    status: 404,
    error: "We couldn't find that payment. Please choose your plan again.",
  },
  wrongPlan: {
    status: 400,
    error: "That payment was for a different plan. Please choose your plan again.",
  },
  inProgress: {
    status: 409,
    error: "We're still confirming this payment. Please wait a moment and refresh the page.",
  },
  underReview: {
    status: 409,
    error: "This payment needs a closer look before your plan changes. Please contact support.",
  },
} as const;

export const PROVIDER_FAILURES: Record<PaymentFailureReason, { status: number; error: string }> = {
  declined: {
    status: 402,
    error: "Your payment was declined. Please try another card or payment method.",
  },
  not_approved: {
    status: 409,
    error: "The payment hasn't been approved yet. Please finish the checkout first.",
  },
  not_found: { status: 404, error: CONFIRM_FAILURES.unknownOrder.error },
  incomplete: {
    status: 402,
    error:
      "Your payment hasn't gone through yet, so your plan hasn't changed. Please check again later.",
  },
  amount_mismatch: { status: 409, error: CONFIRM_FAILURES.underReview.error },
  unavailable: {
    status: 502,
    error: "We couldn't reach the payment service just now. Please try again in a moment.",
  },
};

export const ORDER_UNAVAILABLE =
  "We couldn't start the payment just now. Please try again in a moment.";
