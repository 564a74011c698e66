import { and, eq, lte, ne } from "drizzle-orm";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/**
 * Moves every paid plan whose end date has passed back to free and records the change
 * (DESIGN decision 11). Run whenever a user is read (`onlyUserId`) and by the periodic sweep.
 * Answers how many plans ended.
 */
export async function endExpiredPlans(
  db: Database,
  now: Date,
  onlyUserId?: string,
): Promise<number> {
  const isOver = and(
    ne(users.subscriptionPlan, "free"),
    lte(users.subscriptionEndDate, now),
    onlyUserId ? eq(users.id, onlyUserId) : undefined,
  );
  // Cheap check first: reading a user almost never ends a plan.
  const [candidate] = await db.select({ id: users.id }).from(users).where(isOver).limit(1);
  if (!candidate) return 0;
  return db.transaction(async (tx) => {
    const ending = await tx
      .select({ id: users.id, plan: users.subscriptionPlan, endDate: users.subscriptionEndDate })
      .from(users)
      .where(isOver)
      .for("update");
    for (const user of ending) {
      await tx
        .update(users)
        .set({ subscriptionPlan: "free", subscriptionStatus: "active", subscriptionEndDate: null })
        .where(eq(users.id, user.id));
      await recordActivity(tx, {
        userId: user.id,
        type: "plan_ended",
        at: now,
        data: { from: user.plan, to: "free", endDate: user.endDate?.toISOString() ?? null },
      });
    }
    return ending.length;
  });
}
