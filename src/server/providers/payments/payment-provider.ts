/** An order to pay for one plan: the money and what the buyer sees. */
export interface PaymentOrderRequest {
  /** Our payment row id; PayPal keeps it as the order's reference and custom id. */
  referenceId: string;
  /** "9.99": a decimal string, never a float. */
  amount: string;
  currency: string;
  description: string;
}

export interface PaymentOrder {
  orderId: string;
  status: string;
}

/** What the capture of an order took: the amount is checked against the order's before this. */
export interface CapturedPayment {
  orderId: string;
  captureId: string;
  amount: string;
  currency: string;
}

export type PaymentFailureReason =
  /** The buyer's card or wallet refused: they may try another way with the same order. */
  | "declined"
  /** The buyer has not approved the order yet. */
  | "not_approved"
  /** The provider does not know the order. */
  | "not_found"
  /** Captured, but not (yet) completed: e.g. a pending e-cheque. */
  | "incomplete"
  /** The provider took a different amount or currency from the order's. */
  | "amount_mismatch"
  /** Timeout, network, an answer we cannot read, or our credentials refused. */
  | "unavailable";

export class PaymentProviderError extends Error {
  constructor(
    readonly reason: PaymentFailureReason,
    message: string,
    readonly debugId?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** A way to take money for a plan (DESIGN decision 11): PayPal Orders v2, or the demo checkout. */
export interface PaymentProvider {
  readonly name: "paypal" | "demo";
  createOrder(request: PaymentOrderRequest): Promise<PaymentOrder>;
  /**
   * Captures the order once: capturing an already captured order answers the first capture.
   * Throws PaymentProviderError unless the money for exactly `amount` `currency` was taken.
   */
  captureOrder(order: {
    orderId: string;
    amount: string;
    currency: string;
  }): Promise<CapturedPayment>;
}

/** Two decimal amounts are the same money ("10" and "10.00" are). */
export function isSameAmount(left: string, right: string): boolean {
  const cents = (value: string) =>
    /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : NaN;
  const a = cents(left);
  return !Number.isNaN(a) && a === cents(right);
}
