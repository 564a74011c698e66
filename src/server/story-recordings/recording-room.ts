import { and, eq, ne, or, sql } from "drizzle-orm";
import { biggerPlanThan, BYTES_PER_MB, PLANS, ZPlanId, type TPlan } from "../../shared/plans";
import type { Database } from "../db/client";
import { storyRecordings, users } from "../db/schema";
import { forbidden, unauthorized } from "../lib/app-error";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import { endExpiredPlans } from "../subscription/end-expired-plans";

export const RECORDING_ROOM_FULL_TITLE = "Recording space full";

/** What the grown-up reads when the family's recordings fill its plan's room, and the way on. */
export function recordingRoomFullMessage(plan: TPlan): string {
  const full = `Your recordings have filled the ${plan.recordingStorageMb} MB of room your ${plan.name} plan has for them.`;
  const bigger = biggerPlanThan(plan.id);
  const upgrade = bigger
    ? `, or upgrade to ${bigger.name} for ${bigger.recordingStorageMb} MB`
    : "";
  return `${full} Delete a recording you no longer need to make room${upgrade}.`;
}

/**
 * The family's plan, its `users` row locked until the transaction ends: every recording saved
 * for the family takes this lock first (before its story's), so two uploads at once are counted
 * one after the other and cannot both take the last of the room.
 */
export async function lockFamilyPlan(tx: Database, at: Date, userId: string): Promise<TPlan> {
  await endExpiredPlans(tx, at, userId);
  const [family] = await tx
    .select({ plan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!family) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return PLANS[ZPlanId.catch("free").parse(family.plan)];
}

/**
 * Refuses (403) a new recording of `bytes` for (story, page) that would not fit the plan's
 * recording room, counting every recording the family keeps but the one this page's replaces.
 * Call it after `lockFamilyPlan`, in the transaction that saves the recording.
 */
export async function ensureRecordingRoom(
  tx: Database,
  plan: TPlan,
  recording: { userId: string; storyId: string; page: number; bytes: number },
): Promise<void> {
  const [kept] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${storyRecordings.byteSize}), 0)` })
    .from(storyRecordings)
    .where(
      and(
        eq(storyRecordings.userId, recording.userId),
        or(
          ne(storyRecordings.storyId, recording.storyId),
          ne(storyRecordings.page, recording.page),
        ),
      ),
    );
  const used = Number(kept?.bytes ?? 0);
  if (used + recording.bytes > plan.recordingStorageMb * BYTES_PER_MB) {
    throw forbidden(recordingRoomFullMessage(plan), RECORDING_ROOM_FULL_TITLE);
  }
}
