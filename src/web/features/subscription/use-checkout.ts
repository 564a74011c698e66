import {
  SUBSCRIPTION_SUCCESS_PATH,
  ZConfirmPaymentResponse,
  ZCreateOrderResponse,
  type TConfirmPaymentResponse,
} from "@/shared/contracts/subscription";
import type { TPaidPlanId } from "@/shared/plan-table";
import { useLocation } from "wouter";
import { ApiError, humanMessageOf, requestJson } from "@/web/lib/api";
import { paymentToasts } from "./payment-toasts";
import { useRefreshPlan } from "./subscription-queries";

/**
 * The two server steps every checkout shares (PayPal buttons and the demo checkout): make an
 * order, then confirm it; success returns to /subscription?success=true.
 */
export function useCheckout(planId: TPaidPlanId, onPaid: () => void) {
  const [, navigate] = useLocation();
  const refreshPlan = useRefreshPlan();

  /** POST /api/paypal/order → the order id; a failure shows 'Payment Setup Error' and throws. */
  async function createOrder(): Promise<string> {
    try {
      return (await requestJson("POST", "/api/paypal/order", ZCreateOrderResponse, { planId })).id;
    } catch (error) {
      paymentToasts.setupError();
      throw error;
    }
  }

  /** Confirms an approved order; answers whether the plan is now active. */
  async function confirm(orderId: string): Promise<boolean> {
    let answer: TConfirmPaymentResponse;
    try {
      answer = await requestJson(
        "POST",
        "/api/subscription/confirm-paypal-payment",
        ZConfirmPaymentResponse,
        { orderId, planId },
      );
    } catch (error) {
      showConfirmFailure(error);
      await refreshPlan();
      return false;
    }
    if (!answer.success) {
      paymentToasts.processingError(answer.error);
      return false;
    }
    // The success page's 'Payment Successful! / Subscription Active' is the one message.
    await refreshPlan();
    onPaid();
    navigate(SUBSCRIPTION_SUCCESS_PATH);
    return true;
  }

  return { createOrder, confirm };
}

function showConfirmFailure(error: unknown): void {
  if (!(error instanceof ApiError) || (error.status >= 500 && !error.body)) {
    // No readable answer: the payment may well have gone through.
    paymentToasts.confirmationError();
  } else if (error.status === 402) {
    paymentToasts.paymentError(humanMessageOf(error));
  } else {
    paymentToasts.processingError(humanMessageOf(error));
  }
}
