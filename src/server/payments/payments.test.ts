import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments, userActivity, users } from "../db/schema";
import { endExpiredPlans } from "../subscription/end-expired-plans";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, resetTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
/** The app's time when a test sets it, else the real time. */
let clock: Date | undefined;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
});
afterEach(async () => {
  clock = undefined;
  await resetTestApp(t);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const order = (send: Send, planId: string) =>
  send({ method: "POST", url: "/api/paypal/order", payload: { planId } });
const confirm = (send: Send, orderId: string, planId: string) =>
  send({
    method: "POST",
    url: "/api/subscription/confirm-paypal-payment",
    payload: { orderId, planId },
  });
const currentUser = async (send: Send) =>
  (await send({ method: "GET", url: "/api/auth/user" })).json() as Record<string, unknown>;

async function orderId(send: Send, planId: string): Promise<string> {
  const response = await order(send, planId);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function buy(send: Send, planId: string) {
  const id = await orderId(send, planId);
  const response = await confirm(send, id, planId);
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

const activities = (db: TestApp["db"], userId: string, type: string) =>
  db
    .select()
    .from(userActivity)
    .where(and(eq(userActivity.userId, userId), eq(userActivity.activityType, type)));

describe("the demo checkout", () => {
  it("tells the page to show the demo checkout", async () => {
    const response = await browser(t.app)({ method: "GET", url: "/api/payments/config" });
    expect(response.json()).toEqual({ provider: "demo", currency: "USD" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(response.headers["content-security-policy"]).not.toContain("paypal");
  });

  it("needs a signed-in user and a paid plan to make an order", async () => {
    expect((await order(browser(t.app), "premium")).statusCode).toBe(401);
    const { send } = await createSignedInUser(t);
    for (const planId of ["free", "gold", ""]) {
      const refused = await order(send, planId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: "Please choose the Premium or Platinum plan.",
      });
    }
  });

  it("records a pending order owned by the user at the plan's price", async () => {
    const { send, user } = await createSignedInUser(t);
    const response = await order(send, "platinum");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(/^DEMO-/), status: "CREATED" });
    const rows = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        planId: "platinum",
        amount: "14.99",
        currency: "USD",
        provider: "demo",
        providerOrderId: response.json<{ id: string }>().id,
        status: "pending",
        capturedAt: null,
      }),
    ]);
  });

  it("activates the plan for 30 days, stores the payment and raises the limits", async () => {
    clock = new Date("2026-03-10T12:00:00Z");
    const { send, user } = await createSignedInUser(t);
    const id = await orderId(send, "premium");
    const response = await confirm(send, id, "premium");
    expect(response.json()).toEqual({
      success: true,
      message: "Payment received! Your Premium plan is active until April 9, 2026.",
    });
    expect(await currentUser(send)).toMatchObject({
      subscriptionPlan: "premium",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(clock.getTime() + 30 * DAY_MS).toISOString(),
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({
      status: "completed",
      amount: "9.99",
      currency: "USD",
      providerCaptureId: expect.stringMatching(/^DEMO-CAPTURE-/),
      capturedAt: clock,
    });
    expect(await activities(t.db, user.id, "plan_started")).toHaveLength(1);
    const usage = await send({ method: "GET", url: "/api/subscription/usage" });
    expect(usage.json()).toEqual({
      imagesUsed: 0,
      imagesLimit: 300,
      storiesUsed: 0,
      storiesLimit: 30,
      canUseFaceSwap: true,
    });
  });

  it("confirms an order exactly once, however often and however fast it is confirmed", async () => {
    clock = new Date("2026-03-10T12:00:00Z");
    const { send, user } = await createSignedInUser(t);
    const id = await orderId(send, "premium");
    const racing = await Promise.all(Array.from({ length: 5 }, () => confirm(send, id, "premium")));
    expect(racing.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
    const again = await confirm(send, id, "premium");
    expect(again.json()).toEqual({
      success: true,
      message:
        "This payment is already confirmed. Your Premium plan is active until April 9, 2026.",
    });
    expect(await activities(t.db, user.id, "plan_started")).toHaveLength(1);
    expect((await currentUser(send)).subscriptionEndDate).toBe(
      new Date(clock.getTime() + 30 * DAY_MS).toISOString(),
    );
  });

  it("captures an order only for its owner and its plan", async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t, { ipAddress: "198.51.100.77" });
    const id = await orderId(owner.send, "premium");

    const stolen = await confirm(stranger.send, id, "premium");
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({
      success: false,
      error: "We couldn't find that payment. Please choose your plan again.",
      message: "We couldn't find that payment. Please choose your plan again.",
    });
    const upgraded = await confirm(owner.send, id, "platinum");
    expect(upgraded.statusCode).toBe(400);
    expect(upgraded.json()).toMatchObject({
      success: false,
      error: expect.stringContaining("different plan"),
    });
    expect((await confirm(owner.send, "DEMO-NOSUCHORDER", "premium")).statusCode).toBe(404);
    expect((await confirm(browser(t.app), id, "premium")).statusCode).toBe(401);

    expect(await currentUser(stranger.send)).toMatchObject({ subscriptionPlan: "free" });
    expect(await currentUser(owner.send)).toMatchObject({ subscriptionPlan: "free" });
    expect((await confirm(owner.send, id, "premium")).statusCode).toBe(200);
  });

  it("adds a renewal of the running plan to its end date, and refuses a smaller plan meanwhile", async () => {
    clock = new Date("2026-03-10T12:00:00Z");
    const { send } = await createSignedInUser(t);
    await buy(send, "premium");
    await buy(send, "premium");
    expect((await currentUser(send)).subscriptionEndDate).toBe(
      new Date(clock.getTime() + 60 * DAY_MS).toISOString(),
    );
    await buy(send, "platinum");
    expect(await currentUser(send)).toMatchObject({
      subscriptionPlan: "platinum",
      subscriptionEndDate: new Date(clock.getTime() + 30 * DAY_MS).toISOString(),
    });
    const smaller = await order(send, "premium");
    expect(smaller.statusCode).toBe(400);
    expect(smaller.json()).toEqual({
      message: "Your Platinum plan runs until April 9, 2026. You can choose Premium after it ends.",
    });
  });
});

describe("cancelling and the end of a paid plan", () => {
  it("has nothing to cancel on the free plan", async () => {
    const { send } = await createSignedInUser(t);
    const response = await send({ method: "POST", url: "/api/subscription/cancel" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "You're on the Free plan, so there's nothing to cancel.",
    });
    expect(
      (await browser(t.app)({ method: "POST", url: "/api/subscription/cancel" })).statusCode,
    ).toBe(401);
  });

  it("keeps the plan until its end date, then falls back to free and records it", async () => {
    clock = new Date("2026-03-10T12:00:00Z");
    const { send, user } = await createSignedInUser(t);
    await buy(send, "platinum");
    const cancelled = await send({ method: "POST", url: "/api/subscription/cancel" });
    expect(cancelled.json()).toEqual({
      message:
        "Your Platinum plan is cancelled. It stays active until April 9, 2026, then you'll be on the Free plan.",
    });
    expect((await send({ method: "POST", url: "/api/subscription/cancel" })).statusCode).toBe(200);
    expect(await activities(t.db, user.id, "plan_cancelled")).toHaveLength(1);

    clock = new Date("2026-04-09T11:59:00Z");
    expect(await currentUser(send)).toMatchObject({
      subscriptionPlan: "platinum",
      subscriptionStatus: "cancel_at_period_end",
    });
    clock = new Date("2026-04-09T12:00:00Z");
    expect(await currentUser(send)).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "active",
      subscriptionEndDate: null,
    });
    const [ended] = await activities(t.db, user.id, "plan_ended");
    expect(ended?.activityData).toMatchObject({ from: "platinum", to: "free" });
    expect((await send({ method: "GET", url: "/api/subscription/usage" })).json()).toMatchObject({
      imagesLimit: 5,
      canUseFaceSwap: false,
    });
  });

  it("ends a plan that is not cancelled at its end date too, in the periodic sweep", async () => {
    clock = new Date("2026-03-10T12:00:00Z");
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t, { ipAddress: "198.51.100.78" });
    await buy(first.send, "premium");
    await buy(second.send, "platinum");
    expect(await endExpiredPlans(t.db, new Date("2026-04-01T00:00:00Z"))).toBe(0);
    expect(await endExpiredPlans(t.db, new Date("2026-04-10T00:00:00Z"))).toBe(2);
    const rows = await t.db.select({ plan: users.subscriptionPlan }).from(users);
    expect(rows.map((row) => row.plan)).toEqual(["free", "free"]);
    expect(await endExpiredPlans(t.db, new Date("2026-04-10T00:00:00Z"))).toBe(0);
  });
});
