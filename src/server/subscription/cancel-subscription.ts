import { and, eq, ne } from "drizzle-orm";
import { PLANS, ZPlanId } from "../../shared/plans";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import type { TCancelResponse } from "../../shared/contracts/subscription";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { badRequest, unauthorized } from "../lib/app-error";
import { endExpiredPlans } from "./end-expired-plans";
import { formatPlanDate } from "../../shared/plans";

export const NOTHING_TO_CANCEL = "You're on the Free plan, so there's nothing to cancel.";

/**
 * Cancels at the end of the paid period (DESIGN decision 11): the plan stays until
 * `subscriptionEndDate`, then falls back to free. Cancelling twice says the same thing.
 */
export async function cancelSubscription(
  deps: { db: Database; now: () => Date },
  userId: string,
): Promise<TCancelResponse> {
  const at = deps.now();
  await endExpiredPlans(deps.db, at, userId);
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
    const planId = ZPlanId.catch("free").parse(user.subscriptionPlan);
    if (planId === "free") throw badRequest(NOTHING_TO_CANCEL);
    const endDate = user.subscriptionEndDate ?? at;
    if (user.subscriptionStatus !== "cancel_at_period_end") {
      await tx
        .update(users)
        .set({ subscriptionStatus: "cancel_at_period_end" })
        .where(and(eq(users.id, userId), ne(users.subscriptionPlan, "free")));
      await recordActivity(tx, {
        userId,
        type: "plan_cancelled",
        at,
        data: { plan: planId, endDate: endDate.toISOString() },
      });
    }
    return {
      message: `Your ${PLANS[planId].name} plan is cancelled. It stays active until ${formatPlanDate(endDate)}, then you'll be on the Free plan.`,
    };
  });
}
