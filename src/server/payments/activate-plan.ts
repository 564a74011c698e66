import { eq } from "drizzle-orm";
import { PAID_PLAN_DAYS, type TPaidPlanId } from "../../shared/plans";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/client";
import { users } from "../db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Starts a paid plan for 30 days from the capture (DESIGN decision 11). Buying the plan that is
 * already running adds the 30 days to its end date, so paying early loses nothing. Answers the
 * new end date. Runs inside the transaction that completes the payment.
 */
export async function activatePlan(
  tx: Transaction,
  entry: { userId: string; planId: TPaidPlanId; paymentId: string; capturedAt: Date },
): Promise<Date> {
  const [user] = await tx.select().from(users).where(eq(users.id, entry.userId)).for("update");
  if (!user) throw new Error(`The paying user ${entry.userId} is gone`);
  const isRenewal =
    user.subscriptionPlan === entry.planId &&
    user.subscriptionEndDate !== null &&
    user.subscriptionEndDate > entry.capturedAt;
  const start = isRenewal && user.subscriptionEndDate ? user.subscriptionEndDate : entry.capturedAt;
  const endDate = new Date(start.getTime() + PAID_PLAN_DAYS * DAY_MS);
  await tx
    .update(users)
    .set({
      subscriptionPlan: entry.planId,
      subscriptionStatus: "active",
      subscriptionEndDate: endDate,
    })
    .where(eq(users.id, entry.userId));
  await recordActivity(tx, {
    userId: entry.userId,
    type: "plan_started",
    at: entry.capturedAt,
    data: {
      from: user.subscriptionPlan,
      to: entry.planId,
      endDate: endDate.toISOString(),
      paymentId: entry.paymentId,
    },
  });
  return endDate;
}
