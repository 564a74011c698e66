import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments, userActivity } from "../db/schema";
import { createPayPalPaymentProvider } from "../providers/payments/paypal-payment-provider";
import {
  startFakePayPal,
  type FakePayPal,
} from "../providers/payments/paypal-fake-server.test-support";
import { createSignedInUser, type Send } from "../test/account-factory";
import {
  browser,
  createTestApp,
  prepareTestDatabase,
  resetTestApp,
  type TestApp,
} from "../test/test-app";

let t: TestApp;
let fake: FakePayPal;
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  fake = await startFakePayPal({ hangMs: 800 });
  t = await paypalApp();
});
afterEach(async () => {
  Object.assign(fake.state, { nextCapture: null, honoursRequestIds: true, isUnreachable: false });
  await resetTestApp(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** The app with PayPal configured, and a PayPal call timeout short enough for a test. */
async function paypalApp() {
  return createTestApp({
    env: {
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_ENV: "sandbox",
      PAYPAL_API_BASE: fake.baseUrl,
    },
    paymentProvider: createPayPalPaymentProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBase: fake.baseUrl,
      timeoutMs: 300,
    }),
  });
}

const confirm = (send: Send, orderId: string, planId = "premium") =>
  send({
    method: "POST",
    url: "/api/subscription/confirm-paypal-payment",
    payload: { orderId, planId },
  });

async function approvedOrder(send: Send, planId = "premium") {
  const response = await send({ method: "POST", url: "/api/paypal/order", payload: { planId } });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  fake.approve(id);
  return id;
}

const planOf = async (send: Send) =>
  (await send({ method: "GET", url: "/api/auth/user" })).json<{ subscriptionPlan: string }>()
    .subscriptionPlan;

describe("checkout through PayPal (a local fake of Orders v2)", () => {
  it("gives the page the client id and opens the CSP to PayPal only then", async () => {
    const response = await browser(t.app)({ method: "GET", url: "/api/payments/config" });
    expect(response.json()).toEqual({
      provider: "paypal",
      clientId: "fake-client",
      currency: "USD",
    });
    const csp = response.headers["content-security-policy"];
    expect(csp).toContain("script-src 'self' https://*.paypal.com https://*.paypalobjects.com");
    expect(csp).toContain("frame-src https://*.paypal.com");
    expect(response.headers["permissions-policy"]).toContain(
      'payment=(self "https://www.paypal.com" "https://www.sandbox.paypal.com")',
    );
  });

  it("creates the order at PayPal and activates the plan once the capture completes", async () => {
    const { send, user } = await createSignedInUser(t);
    const id = await approvedOrder(send, "platinum");
    const response = await confirm(send, id, "platinum");
    expect(response.json()).toMatchObject({ success: true });
    expect(await planOf(send)).toBe("platinum");
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({
      provider: "paypal",
      providerOrderId: id,
      providerCaptureId: fake.orders.get(id)?.capture?.id,
      amount: "14.99",
      status: "completed",
    });
  });

  it("answers a declined card with success:false, and the same order can be paid after", async () => {
    const { send } = await createSignedInUser(t);
    const id = await approvedOrder(send);
    fake.state.nextCapture = "declined";
    const declined = await confirm(send, id);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      success: false,
      error: "Your payment was declined. Please try another card or payment method.",
    });
    expect(await planOf(send)).toBe("free");
    fake.state.honoursRequestIds = false; // the buyer chose another card: a fresh capture
    expect((await confirm(send, id)).json()).toMatchObject({ success: true });
    expect(await planOf(send)).toBe("premium");
  });

  it("does not activate an order the buyer never approved", async () => {
    const { send } = await createSignedInUser(t);
    const response = await send({
      method: "POST",
      url: "/api/paypal/order",
      payload: { planId: "premium" },
    });
    const notApproved = await confirm(send, response.json<{ id: string }>().id);
    expect(notApproved.statusCode).toBe(409);
    expect(await planOf(send)).toBe("free");
  });

  it("survives a capture whose answer times out: the retry finds the money and extends once", async () => {
    const { send, user } = await createSignedInUser(t);
    const id = await approvedOrder(send);
    fake.state.nextCapture = "slow";
    const timedOut = await confirm(send, id);
    expect(timedOut.statusCode).toBe(502);
    expect(timedOut.json()).toMatchObject({ success: false });
    expect(await planOf(send)).toBe("free");
    fake.state.honoursRequestIds = false; // reach ORDER_ALREADY_CAPTURED, then read the order
    expect((await confirm(send, id)).json()).toMatchObject({ success: true });
    expect((await confirm(send, id)).json()).toMatchObject({
      success: true,
      message: expect.stringContaining("already confirmed"),
    });
    const started = await t.db
      .select()
      .from(userActivity)
      .where(and(eq(userActivity.userId, user.id), eq(userActivity.activityType, "plan_started")));
    expect(started).toHaveLength(1);
  });

  it("never activates a capture of the wrong amount and holds it for review", async () => {
    const { send, user } = await createSignedInUser(t);
    const id = await approvedOrder(send);
    fake.state.nextCapture = "wrong_amount";
    const mismatch = await confirm(send, id);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({
      success: false,
      error: expect.stringContaining("contact support"),
    });
    expect((await confirm(send, id)).statusCode).toBe(409);
    expect(await planOf(send)).toBe("free");
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment?.status).toBe("review");
  });

  it("answers 502 with a readable message when PayPal cannot be reached for an order", async () => {
    const { send } = await createSignedInUser(t);
    fake.state.isUnreachable = true;
    const response = await send({
      method: "POST",
      url: "/api/paypal/order",
      payload: { planId: "premium" },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: "We couldn't start the payment just now. Please try again in a moment.",
    });
  });
});
