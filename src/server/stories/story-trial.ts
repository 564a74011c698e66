import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { trialAddressUsage, visitorTrials } from "../db/schema";
import { forbidden } from "../lib/app-error";

export const STORY_TRIAL_COMPLETE = {
  title: "Trial Complete!",
  message: "Sign up for free to keep making magic stories!",
} as const;

export interface StoryTrialLimits {
  storiesPerVisitor: number;
  storiesPerAddressPerDay: number;
}

export interface StoryTrialCaller {
  visitorId: string;
  ipAddress: string;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A visitor's trial stories (DESIGN decision 14), counted like the picture trial on the same
 * rows (their `stories_used` columns): per visitor session, and per address and UTC day so that
 * clearing cookies does not reset it. Checked before drawing; taken atomically in the
 * transaction that stores the story's pictures.
 */
export function createStoryTrial(deps: {
  db: Database;
  limits: StoryTrialLimits;
  now: () => Date;
}) {
  const { db, limits, now } = deps;

  const exhausted = () => forbidden(STORY_TRIAL_COMPLETE.message, STORY_TRIAL_COMPLETE.title);

  /** Refuses (403, as `reserve` would) when the caller has no trial story left; takes none. */
  async function check(caller: StoryTrialCaller): Promise<void> {
    const [visitor] = await db
      .select({ used: visitorTrials.storiesUsed })
      .from(visitorTrials)
      .where(eq(visitorTrials.visitorId, caller.visitorId));
    const [address] = await db
      .select({ used: trialAddressUsage.storiesUsed })
      .from(trialAddressUsage)
      .where(
        and(
          eq(trialAddressUsage.ipAddress, caller.ipAddress),
          eq(trialAddressUsage.day, utcDay(now())),
        ),
      );
    if (
      (visitor?.used ?? 0) >= limits.storiesPerVisitor ||
      (address?.used ?? 0) >= limits.storiesPerAddressPerDay
    ) {
      throw exhausted();
    }
  }

  /** Takes one trial story inside `executor` (the transaction storing the story's pictures). */
  async function reserve(caller: StoryTrialCaller, executor: Database = db): Promise<void> {
    if (limits.storiesPerVisitor < 1 || limits.storiesPerAddressPerDay < 1) throw exhausted();
    await executor.transaction(async (tx) => {
      const visitor = await tx
        .insert(visitorTrials)
        .values({ visitorId: caller.visitorId, storiesUsed: 1 })
        .onConflictDoUpdate({
          target: visitorTrials.visitorId,
          set: { storiesUsed: sql`${visitorTrials.storiesUsed} + 1`, updatedAt: now() },
          setWhere: sql`${visitorTrials.storiesUsed} < ${limits.storiesPerVisitor}`,
        })
        .returning({ used: visitorTrials.storiesUsed });
      if (visitor.length === 0) throw exhausted();
      const address = await tx
        .insert(trialAddressUsage)
        .values({ ipAddress: caller.ipAddress, day: utcDay(now()), storiesUsed: 1 })
        .onConflictDoUpdate({
          target: [trialAddressUsage.ipAddress, trialAddressUsage.day],
          set: { storiesUsed: sql`${trialAddressUsage.storiesUsed} + 1` },
          setWhere: sql`${trialAddressUsage.storiesUsed} < ${limits.storiesPerAddressPerDay}`,
        })
        .returning({ used: trialAddressUsage.storiesUsed });
      if (address.length === 0) throw exhausted();
    });
  }

  return { check, reserve };
}

export type StoryTrial = ReturnType<typeof createStoryTrial>;
