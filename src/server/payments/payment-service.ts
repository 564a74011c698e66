import { randomUUID } from "node:crypto";
import { and, eq, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import type {
  TConfirmPaymentBody,
  TCreateOrderResponse,
} from "../../shared/contracts/subscription";
import { PAYMENT_CURRENCY, PLANS, planRank, ZPlanId, type TPaidPlanId } from "../../shared/plans";
import type { Database } from "../db/client";
import { payments, users } from "../db/schema";
import { AppError, badRequest, unauthorized } from "../lib/app-error";
import {
  PaymentProviderError,
  type CapturedPayment,
  type PaymentProvider,
} from "../providers/payments/payment-provider";
import { endExpiredPlans } from "../subscription/end-expired-plans";
import { formatPlanDate } from "../../shared/plans";
import { activatePlan } from "./activate-plan";
import { CONFIRM_FAILURES, ORDER_UNAVAILABLE, PROVIDER_FAILURES } from "./payment-messages";

/** A confirmation left `capturing` this long (a crashed process) may be taken again. */
const CAPTURE_STALE_MS = 2 * 60 * 1000;

export type ConfirmResult =
  { success: true; message: string } | { success: false; status: number; error: string };

export interface PaymentServiceDeps {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * Buying a plan (DESIGN decision 11): an order is recorded as a pending payment owned by the
 * buyer; confirming it captures the money once and only for that buyer and plan, then starts
 * the plan in the same transaction that completes the payment row.
 */
export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, provider, now, log } = deps;

  async function createOrder(userId: string, planId: TPaidPlanId): Promise<TCreateOrderResponse> {
    const at = now();
    await endExpiredPlans(db, at, userId);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
    const current = ZPlanId.catch("free").parse(user.subscriptionPlan);
    if (planRank(current) > planRank(planId) && user.subscriptionEndDate) {
      throw badRequest(
        `Your ${PLANS[current].name} plan runs until ${formatPlanDate(user.subscriptionEndDate)}. You can choose ${PLANS[planId].name} after it ends.`,
      );
    }
    const plan = PLANS[planId];
    const paymentId = randomUUID();
    const amount = plan.priceUsd ?? "0.00";
    let order;
    try {
      order = await provider.createOrder({
        referenceId: paymentId,
        amount,
        currency: PAYMENT_CURRENCY,
        description: `Doodle Dino ${plan.name} plan, 30 days`,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ err: error, debugId: error.debugId }, "payment order failed");
      throw new AppError(502, ORDER_UNAVAILABLE);
    }
    await db.insert(payments).values({
      id: paymentId,
      userId,
      planId,
      amount,
      currency: PAYMENT_CURRENCY,
      provider: provider.name,
      providerOrderId: order.orderId,
      status: "pending",
      createdAt: at,
    });
    return { id: order.orderId, status: order.status };
  }

  /** Why an order could not be taken for capture, read from its row. */
  async function explainUnclaimed(userId: string, body: TConfirmPaymentBody) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerOrderId, body.orderId)));
    if (!row || row.userId !== userId) return fail(CONFIRM_FAILURES.unknownOrder);
    if (row.planId !== body.planId) return fail(CONFIRM_FAILURES.wrongPlan);
    if (row.status === "completed") {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const until = user?.subscriptionEndDate
        ? ` until ${formatPlanDate(user.subscriptionEndDate)}`
        : "";
      return {
        success: true as const,
        message: `This payment is already confirmed. Your ${PLANS[body.planId].name} plan is active${until}.`,
      };
    }
    if (row.status === "capturing") return fail(CONFIRM_FAILURES.inProgress);
    return fail(CONFIRM_FAILURES.underReview);
  }

  async function release(row: PaymentRow, status: "pending" | "review"): Promise<void> {
    await db
      .update(payments)
      .set({ status, captureStartedAt: null })
      .where(and(eq(payments.id, row.id), eq(payments.status, "capturing")));
  }

  async function complete(row: PaymentRow, captured: CapturedPayment, planId: TPaidPlanId) {
    const capturedAt = now();
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(payments)
        .set({
          status: "completed",
          amount: captured.amount,
          currency: captured.currency,
          providerCaptureId: captured.captureId,
          capturedAt,
        })
        .where(and(eq(payments.id, row.id), eq(payments.status, "capturing")))
        .returning();
      if (!done) return null;
      return activatePlan(tx, { userId: row.userId, planId, paymentId: row.id, capturedAt });
    });
  }

  async function confirm(userId: string, body: TConfirmPaymentBody): Promise<ConfirmResult> {
    const at = now();
    const [claimed] = await db
      .update(payments)
      .set({ status: "capturing", captureStartedAt: at })
      .where(
        and(
          eq(payments.provider, provider.name),
          eq(payments.providerOrderId, body.orderId),
          eq(payments.userId, userId),
          eq(payments.planId, body.planId),
          or(
            eq(payments.status, "pending"),
            and(
              eq(payments.status, "capturing"),
              lt(payments.captureStartedAt, new Date(at.getTime() - CAPTURE_STALE_MS)),
            ),
          ),
        ),
      )
      .returning();
    if (!claimed) return explainUnclaimed(userId, body);

    let captured: CapturedPayment;
    try {
      captured = await provider.captureOrder({
        orderId: claimed.providerOrderId,
        amount: claimed.amount,
        currency: claimed.currency,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) {
        await release(claimed, "pending");
        throw error;
      }
      const isMismatch = error.reason === "amount_mismatch";
      (isMismatch ? log.error : log.warn).call(
        log,
        { err: error, paymentId: claimed.id, debugId: error.debugId },
        "payment capture failed",
      );
      await release(claimed, isMismatch ? "review" : "pending");
      return fail(PROVIDER_FAILURES[error.reason]);
    }

    const endDate = await complete(claimed, captured, body.planId);
    if (!endDate) return explainUnclaimed(userId, body);
    return {
      success: true,
      message: `Payment received! Your ${PLANS[body.planId].name} plan is active until ${formatPlanDate(endDate)}.`,
    };
  }

  return { createOrder, confirm };
}

const fail = (failure: { status: number; error: string }): ConfirmResult => ({
  success: false,
  status: failure.status,
  error: failure.error,
});

export type PaymentService = ReturnType<typeof createPaymentService>;
