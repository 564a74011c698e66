import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakePayPal, type FakePayPal } from "./paypal-fake-server.test-support";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";
import { createPayPalPaymentProvider } from "./paypal-payment-provider";

let fake: FakePayPal;
let clock: number;
let paypal: PaymentProvider;

const premium = {
  referenceId: "payment-1",
  amount: "9.99",
  currency: "USD",
  description: "Premium",
};

function providerFor(options: { timeoutMs?: number; secret?: string } = {}) {
  return createPayPalPaymentProvider(
    {
      clientId: fake.clientId,
      clientSecret: options.secret ?? fake.clientSecret,
      apiBase: fake.baseUrl,
      timeoutMs: options.timeoutMs ?? 2000,
    },
    () => clock,
  );
}

async function approvedOrder(amount = "9.99") {
  const order = await paypal.createOrder({ ...premium, amount });
  fake.approve(order.orderId);
  return { orderId: order.orderId, amount, currency: "USD" };
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

beforeEach(async () => {
  fake = await startFakePayPal({ hangMs: 600 });
  clock = Date.parse("2026-03-01T10:00:00Z");
  paypal = providerFor();
});
afterEach(async () => {
  await fake.close();
});

describe("PayPal Orders v2 adapter", () => {
  it("creates a USD capture order for the plan's price, in US English", async () => {
    const order = await paypal.createOrder(premium);
    expect(order).toEqual({ orderId: expect.stringMatching(/^[A-Z0-9]{17}$/), status: "CREATED" });
    expect(fake.state.lastOrderBody).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [
        { reference_id: "payment-1", amount: { currency_code: "USD", value: "9.99" } },
      ],
      application_context: { locale: "en-US", shipping_preference: "NO_SHIPPING" },
    });
    expect(fake.state.lastHeaders["paypal-request-id"]).toBe("order-payment-1");
  });

  it("captures an approved order and answers what was taken", async () => {
    const order = await approvedOrder();
    const captured = await paypal.captureOrder(order);
    expect(captured).toEqual({
      orderId: order.orderId,
      captureId: expect.any(String),
      amount: "9.99",
      currency: "USD",
    });
    expect(fake.orders.get(order.orderId)?.status).toBe("COMPLETED");
  });

  it("keeps one OAuth2 token until it is about to expire, then asks for a new one", async () => {
    await paypal.createOrder(premium);
    await Promise.all([paypal.createOrder(premium), paypal.createOrder(premium)]);
    expect(fake.state.tokenRequests).toBe(1);
    clock += 32400 * 1000 - 30_000; // within the last minute of the token's 9 hours
    await paypal.createOrder(premium);
    expect(fake.state.tokenRequests).toBe(2);
  });

  it("gets a new token once when PayPal stops accepting the cached one", async () => {
    await paypal.createOrder(premium);
    fake.revokeTokens();
    await expect(paypal.createOrder(premium)).resolves.toMatchObject({ status: "CREATED" });
    expect(fake.state.tokenRequests).toBe(2);
  });

  it("reports refused credentials as unavailable", async () => {
    const wrong = providerFor({ secret: "not-the-secret" });
    expect((await failureOf(wrong.createOrder(premium))).reason).toBe("unavailable");
  });

  it("reports a declined card (422 INSTRUMENT_DECLINED) and lets the same order be paid again", async () => {
    const order = await approvedOrder();
    fake.state.nextCapture = "declined";
    const failure = await failureOf(paypal.captureOrder(order));
    expect(failure.reason).toBe("declined");
    expect(failure.debugId).toEqual(expect.any(String));
    fake.state.honoursRequestIds = false; // the buyer picked another card: a fresh attempt
    await expect(paypal.captureOrder(order)).resolves.toMatchObject({ amount: "9.99" });
  });

  it("refuses to capture an order the buyer has not approved", async () => {
    const order = await paypal.createOrder(premium);
    const failure = await failureOf(
      paypal.captureOrder({ orderId: order.orderId, amount: "9.99", currency: "USD" }),
    );
    expect(failure.reason).toBe("not_approved");
  });

  it("reports an unknown order as not found", async () => {
    const failure = await failureOf(
      paypal.captureOrder({ orderId: "5O190127TN364715T", amount: "9.99", currency: "USD" }),
    );
    expect(failure.reason).toBe("not_found");
  });

  it("gives up after the timeout, and a retried capture answers the capture PayPal made", async () => {
    paypal = providerFor({ timeoutMs: 150 });
    const order = await approvedOrder();
    fake.state.nextCapture = "slow";
    const started = Date.now();
    expect((await failureOf(paypal.captureOrder(order))).reason).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(550);
    const replayed = await paypal.captureOrder(order);
    expect(replayed).toMatchObject({ orderId: order.orderId, amount: "9.99" });
    expect(fake.orders.get(order.orderId)?.capture?.id).toBe(replayed.captureId);
  });

  it("reads the earlier capture when PayPal answers ORDER_ALREADY_CAPTURED", async () => {
    const order = await approvedOrder();
    const first = await paypal.captureOrder(order);
    fake.state.honoursRequestIds = false;
    const second = await paypal.captureOrder(order);
    expect(second.captureId).toBe(first.captureId);
    expect(fake.state.captureRequests).toBe(2);
  });

  it("refuses a capture of a different amount", async () => {
    const order = await approvedOrder();
    fake.state.nextCapture = "wrong_amount";
    const failure = await failureOf(paypal.captureOrder(order));
    expect(failure.reason).toBe("amount_mismatch");
    expect(failure.message).toContain("0.99 USD");
  });

  it("does not count a capture that is still pending as paid", async () => {
    const order = await approvedOrder();
    fake.state.nextCapture = "pending";
    expect((await failureOf(paypal.captureOrder(order))).reason).toBe("incomplete");
  });
});
