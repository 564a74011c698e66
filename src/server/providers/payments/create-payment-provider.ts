import type { PaymentsConfig } from "../../config";
import { createDemoPaymentProvider } from "./demo-payment-provider";
import type { PaymentProvider } from "./payment-provider";
import { createPayPalPaymentProvider } from "./paypal-payment-provider";

/** A PayPal call that takes longer than this is given up (and the order can be confirmed again). */
const PAYPAL_TIMEOUT_MS = 15_000;

export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  if (config.provider === "demo") return createDemoPaymentProvider();
  return createPayPalPaymentProvider({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    apiBase: config.apiBase,
    timeoutMs: PAYPAL_TIMEOUT_MS,
  });
}
