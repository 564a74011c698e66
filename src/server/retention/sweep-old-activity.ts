import { lt } from "drizzle-orm";
import { monthsBefore, RETENTION } from "../../shared/retention";
import type { Database } from "../db/client";
import { userActivity, userSessions } from "../db/schema";

/**
 * Activity records (what a family did, and each sign-in with its address and browser) go 13
 * months after they were written: a year's figures for the admin, and a month to compare.
 */
export async function sweepOldActivity(db: Database, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, RETENTION.activityMonths);
  const activity = await db
    .delete(userActivity)
    .where(lt(userActivity.timestamp, cutoff))
    .returning({ id: userActivity.id });
  const signIns = await db
    .delete(userSessions)
    .where(lt(userSessions.loginTime, cutoff))
    .returning({ id: userSessions.id });
  return activity.length + signIns.length;
}
