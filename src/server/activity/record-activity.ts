import type { Database } from "../db/client";
import { userActivity } from "../db/schema";

/** What the admin console can see a user do. */
export const ACTIVITY_TYPES = [
  "sign_up",
  "email_verified",
  "sign_in",
  "logout",
  "password_reset",
  "settings_changed",
  "picture_made",
  "plan_started",
  "plan_cancelled",
  "plan_ended",
  "greeting_card_sent",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

type Executor = Pick<Database, "insert">;

/** Adds one row to `user_activity` (inside the caller's transaction when given one). */
export async function recordActivity(
  db: Executor,
  entry: { userId: string; type: ActivityType; at: Date; data?: Record<string, unknown> },
): Promise<void> {
  await db.insert(userActivity).values({
    userId: entry.userId,
    activityType: entry.type,
    activityData: entry.data ?? null,
    timestamp: entry.at,
  });
}
