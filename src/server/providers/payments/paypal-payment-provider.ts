import { z } from "zod";
import { PAYMENT_LOCALE } from "../../../shared/plans";
import { createPayPalApi, type PayPalAnswer } from "./paypal-api";
import type { PayPalCredentials } from "./paypal-access-token";
import {
  isSameAmount,
  PaymentProviderError,
  type CapturedPayment,
  type PaymentProvider,
} from "./payment-provider";

const ZMoney = z.object({ currency_code: z.string(), value: z.string() });

const ZCreatedOrder = z.object({ id: z.string().min(1), status: z.string() });

/** The parts of an order (capture answer or GET) that say whether the money was taken. */
const ZCapturedOrder = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        payments: z
          .object({
            captures: z
              .array(z.object({ id: z.string(), status: z.string(), amount: ZMoney }))
              .optional(),
          })
          .optional(),
      }),
    )
    .min(1),
});

/** PayPal's issue codes, and what each means for the buyer. */
const ISSUE_REASONS = {
  INSTRUMENT_DECLINED: "declined",
  PAYER_ACTION_REQUIRED: "declined",
  TRANSACTION_REFUSED: "declined",
  PAYER_CANNOT_PAY: "declined",
  ORDER_NOT_APPROVED: "not_approved",
  INVALID_RESOURCE_ID: "not_found",
  ORDER_EXPIRED: "not_found",
} as const;

function failure(
  answer: Extract<PayPalAnswer, { ok: false }>,
  action: string,
): PaymentProviderError {
  const issue = answer.issues.find(
    (name): name is keyof typeof ISSUE_REASONS => name in ISSUE_REASONS,
  );
  const reason = issue
    ? ISSUE_REASONS[issue]
    : answer.name === "RESOURCE_NOT_FOUND"
      ? "not_found"
      : "unavailable";
  const detail = [answer.name, ...answer.issues].join(" ");
  return new PaymentProviderError(
    reason,
    `PayPal ${action}: HTTP ${answer.status} ${detail}`,
    answer.debugId,
  );
}

function readCapture(
  body: unknown,
  expected: { orderId: string; amount: string; currency: string },
): CapturedPayment {
  const order = ZCapturedOrder.safeParse(body);
  if (!order.success || order.data.id !== expected.orderId) {
    throw new PaymentProviderError("unavailable", "PayPal answered a capture we cannot read");
  }
  const capture = order.data.purchase_units[0]?.payments?.captures?.[0];
  if (order.data.status !== "COMPLETED" || capture?.status !== "COMPLETED") {
    throw new PaymentProviderError(
      "incomplete",
      `PayPal order ${order.data.status}, capture ${capture?.status ?? "missing"}`,
    );
  }
  if (
    capture.amount.currency_code !== expected.currency ||
    !isSameAmount(capture.amount.value, expected.amount)
  ) {
    throw new PaymentProviderError(
      "amount_mismatch",
      `PayPal captured ${capture.amount.value} ${capture.amount.currency_code}, expected ${expected.amount} ${expected.currency} (capture ${capture.id})`,
    );
  }
  return {
    orderId: order.data.id,
    captureId: capture.id,
    amount: capture.amount.value,
    currency: capture.amount.currency_code,
  };
}

/** PayPal Orders v2 (DESIGN decision 11): create an order, capture it after the buyer approves. */
export function createPayPalPaymentProvider(
  credentials: PayPalCredentials,
  now: () => number = Date.now,
): PaymentProvider {
  const api = createPayPalApi(credentials, now);

  return {
    name: "paypal",

    async createOrder(request) {
      const answer = await api.send("POST", "/v2/checkout/orders", {
        requestId: `order-${request.referenceId}`,
        body: {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: request.referenceId,
              custom_id: request.referenceId,
              description: request.description,
              amount: { currency_code: request.currency, value: request.amount },
            },
          ],
          application_context: {
            brand_name: "Doodle Dino",
            locale: PAYMENT_LOCALE.replace("_", "-"),
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
          },
        },
      });
      if (!answer.ok) throw failure(answer, "create order");
      const order = ZCreatedOrder.safeParse(answer.body);
      if (!order.success) {
        throw new PaymentProviderError("unavailable", "PayPal answered an order we cannot read");
      }
      return { orderId: order.data.id, status: order.data.status };
    },

    async captureOrder(expected) {
      const path = `/v2/checkout/orders/${encodeURIComponent(expected.orderId)}`;
      // The same request id makes a retried capture answer the first one instead of failing.
      const answer = await api.send("POST", `${path}/capture`, {
        requestId: `capture-${expected.orderId}`,
      });
      if (answer.ok) return readCapture(answer.body, expected);
      if (answer.issues.includes("ORDER_ALREADY_CAPTURED")) {
        // Captured earlier (say, the answer was lost to a timeout): read what that capture took.
        const order = await api.send("GET", path, {});
        if (!order.ok) throw failure(order, "read captured order");
        return readCapture(order.body, expected);
      }
      throw failure(answer, "capture");
    },
  };
}
