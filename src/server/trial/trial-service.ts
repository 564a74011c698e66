import { and, eq, sql } from "drizzle-orm";
import {
  TRIAL_COMPLETE_MESSAGE,
  TRIAL_COMPLETE_TITLE,
  type TTrial,
} from "../../shared/contracts/trial";
import type { Database } from "../db/client";
import { trialAddressUsage, visitorTrials } from "../db/schema";
import { forbidden } from "../lib/app-error";

export interface TrialLimits {
  imagesPerVisitor: number;
  imagesPerAddressPerDay: number;
}

export interface TrialCaller {
  visitorId: string | undefined;
  ipAddress: string;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The visitor trial (DESIGN decision 1): per visitor session, capped per address and day. */
export function createTrialService(deps: { db: Database; limits: TrialLimits; now: () => Date }) {
  const { db, limits, now } = deps;

  async function usage(caller: TrialCaller) {
    const [visitorRow] = caller.visitorId
      ? await db.select().from(visitorTrials).where(eq(visitorTrials.visitorId, caller.visitorId))
      : [];
    const [addressRow] = await db
      .select()
      .from(trialAddressUsage)
      .where(
        and(
          eq(trialAddressUsage.ipAddress, caller.ipAddress),
          eq(trialAddressUsage.day, utcDay(now())),
        ),
      );
    return { visitorUsed: visitorRow?.imagesUsed ?? 0, addressUsed: addressRow?.imagesUsed ?? 0 };
  }

  return {
    async getTrial(caller: TrialCaller): Promise<TTrial> {
      const { visitorUsed, addressUsed } = await usage(caller);
      const remaining = Math.max(
        0,
        Math.min(
          limits.imagesPerVisitor - visitorUsed,
          limits.imagesPerAddressPerDay - addressUsed,
        ),
      );
      return {
        trialImagesUsed: Math.min(visitorUsed, limits.imagesPerVisitor),
        remainingTrialImages: remaining,
        maxTrialImages: limits.imagesPerVisitor,
        isTrialExhausted: remaining === 0,
      };
    },

    /** Refuses (403, as `reserve` would) when the caller has no trial picture left; takes none. */
    async check(caller: TrialCaller): Promise<void> {
      const { visitorUsed, addressUsed } = await usage(caller);
      if (visitorUsed >= limits.imagesPerVisitor || addressUsed >= limits.imagesPerAddressPerDay)
        throw forbidden(TRIAL_COMPLETE_MESSAGE, TRIAL_COMPLETE_TITLE);
    },

    /**
     * Takes one trial picture, atomically: two racing requests for the last one never both pass.
     * Pass the transaction that stores the picture (`executor`), so a crash before it commits
     * spends nothing; otherwise give it back with `refund` if the picture could not be made.
     */
    async reserve(
      caller: { visitorId: string; ipAddress: string },
      executor: Database = db,
    ): Promise<void> {
      const exhausted = forbidden(TRIAL_COMPLETE_MESSAGE, TRIAL_COMPLETE_TITLE);
      if (limits.imagesPerVisitor < 1 || limits.imagesPerAddressPerDay < 1) throw exhausted;
      const day = utcDay(now());
      await executor.transaction(async (tx) => {
        const visitor = await tx
          .insert(visitorTrials)
          .values({ visitorId: caller.visitorId, imagesUsed: 1 })
          .onConflictDoUpdate({
            target: visitorTrials.visitorId,
            set: { imagesUsed: sql`${visitorTrials.imagesUsed} + 1`, updatedAt: now() },
            setWhere: sql`${visitorTrials.imagesUsed} < ${limits.imagesPerVisitor}`,
          })
          .returning({ used: visitorTrials.imagesUsed });
        if (visitor.length === 0) throw exhausted;
        const address = await tx
          .insert(trialAddressUsage)
          .values({ ipAddress: caller.ipAddress, day, imagesUsed: 1 })
          .onConflictDoUpdate({
            target: [trialAddressUsage.ipAddress, trialAddressUsage.day],
            set: { imagesUsed: sql`${trialAddressUsage.imagesUsed} + 1` },
            setWhere: sql`${trialAddressUsage.imagesUsed} < ${limits.imagesPerAddressPerDay}`,
          })
          .returning({ used: trialAddressUsage.imagesUsed });
        if (address.length === 0) throw exhausted;
      });
    },

    /**
     * A visitor's picture moved to another visitor session of the same device (a lost answer):
     * the trial picture it spent moves with it, so it is neither lost nor counted twice.
     */
    async moveOne(fromVisitorId: string, toVisitorId: string, executor: Database = db) {
      await executor
        .update(visitorTrials)
        .set({ imagesUsed: sql`greatest(${visitorTrials.imagesUsed} - 1, 0)`, updatedAt: now() })
        .where(eq(visitorTrials.visitorId, fromVisitorId));
      await executor
        .insert(visitorTrials)
        .values({ visitorId: toVisitorId, imagesUsed: 1 })
        .onConflictDoUpdate({
          target: visitorTrials.visitorId,
          set: { imagesUsed: sql`${visitorTrials.imagesUsed} + 1`, updatedAt: now() },
        });
    },

    async refund(caller: { visitorId: string; ipAddress: string }): Promise<void> {
      const day = utcDay(now());
      await db.transaction(async (tx) => {
        await tx
          .update(visitorTrials)
          .set({ imagesUsed: sql`greatest(${visitorTrials.imagesUsed} - 1, 0)` })
          .where(eq(visitorTrials.visitorId, caller.visitorId));
        await tx
          .update(trialAddressUsage)
          .set({ imagesUsed: sql`greatest(${trialAddressUsage.imagesUsed} - 1, 0)` })
          .where(
            and(eq(trialAddressUsage.ipAddress, caller.ipAddress), eq(trialAddressUsage.day, day)),
          );
      });
    },
  };
}

export type TrialService = ReturnType<typeof createTrialService>;
