import { eq } from "drizzle-orm";
import { FACE_PHOTO_MESSAGES } from "../../shared/contracts/face-photos";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import { PLANS, ZPlanId } from "../../shared/plans";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { forbidden, unauthorized } from "../lib/app-error";
import { endExpiredPlans } from "../subscription/end-expired-plans";

/**
 * Face swap needs a plan that includes it (spec core.md §6), checked here on the server: a 403
 * that says which plan to move up to, never only a disabled button.
 */
export async function requireFaceSwapPlan(db: Database, userId: string, now: Date): Promise<void> {
  await endExpiredPlans(db, now, userId);
  const [user] = await db
    .select({ plan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  if (!PLANS[ZPlanId.catch("free").parse(user.plan)].canUseFaceSwap) {
    throw forbidden(FACE_PHOTO_MESSAGES.needsPlan, FACE_PHOTO_MESSAGES.needsPlanTitle);
  }
}
