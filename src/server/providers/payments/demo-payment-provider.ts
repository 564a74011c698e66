import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./payment-provider";

const demoId = (prefix: string) => `${prefix}-${randomBytes(8).toString("hex").toUpperCase()}`;

/**
 * The offline checkout (DESIGN decision 11): the same order → approve → confirm flow as PayPal,
 * and no money moves. The page labels it as a demo. Stateless: the order's amount is the one our
 * `payments` row holds, so any server process can capture it.
 */
export function createDemoPaymentProvider(): PaymentProvider {
  return {
    name: "demo",
    async createOrder() {
      return { orderId: demoId("DEMO"), status: "CREATED" };
    },
    async captureOrder(order) {
      return {
        orderId: order.orderId,
        captureId: demoId("DEMO-CAPTURE"),
        amount: order.amount,
        currency: order.currency,
      };
    },
  };
}
