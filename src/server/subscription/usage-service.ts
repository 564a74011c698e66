import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { TUsage } from "../../shared/contracts/subscription";
import { PLAN_LIST, PLANS, ZPlanId, type TUsageKind } from "../../shared/plans";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { forbidden, unauthorized } from "../lib/app-error";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import { endExpiredPlans } from "./end-expired-plans";
import { usageLimitMessage } from "./usage-limit-message";
import { startOfNextUtcMonth, startOfUtcMonth } from "./utc-month";

/** One unit of a month's allowance, taken before a generation and given back if it fails. */
export interface UsageReservation {
  userId: string;
  kind: TUsageKind;
  /** The count was reset at the first use after this moment; a refund then has nothing to undo. */
  monthEnd: Date;
}

const COLUMNS = {
  images: { used: users.monthlyImagesUsed, key: "monthlyImagesUsed" },
  stories: { used: users.monthlyStoriesUsed, key: "monthlyStoriesUsed" },
} as const;

/** The user's plan limit for `kind`, read inside the statement from the shared plan table. */
function limitOf(kind: TUsageKind): SQL {
  const cases = PLAN_LIST.map(
    (plan) =>
      sql`when ${plan.id} then ${kind === "images" ? plan.imagesPerMonth : plan.storiesPerMonth}::int`,
  );
  const free = kind === "images" ? PLANS.free.imagesPerMonth : PLANS.free.storiesPerMonth;
  return sql`(case ${users.subscriptionPlan} ${sql.join(cases, sql` `)} else ${free}::int end)`;
}

/**
 * Monthly plan usage (DESIGN decision 7): counted on the server, reset at the first use in a new
 * UTC calendar month, and taken with one conditional UPDATE so two racing requests at the last
 * free picture never both pass.
 */
export function createUsageService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function getUsage(userId: string): Promise<TUsage> {
    const at = now();
    await endExpiredPlans(db, at, userId);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
    const plan = PLANS[ZPlanId.catch("free").parse(user.subscriptionPlan)];
    const isThisMonth = user.lastUsageReset !== null && user.lastUsageReset >= startOfUtcMonth(at);
    return {
      imagesUsed: isThisMonth ? user.monthlyImagesUsed : 0,
      imagesLimit: plan.imagesPerMonth,
      storiesUsed: isThisMonth ? user.monthlyStoriesUsed : 0,
      storiesLimit: plan.storiesPerMonth,
      canUseFaceSwap: plan.canUseFaceSwap,
    };
  }

  /**
   * Takes one of this month's `kind`, or answers 403 with which limit and the way to upgrade.
   * Pass the transaction that stores what was made (`executor`), so a crash before it commits
   * never spends the family's allowance.
   */
  async function reserve(
    userId: string,
    kind: TUsageKind,
    executor: Database = db,
  ): Promise<UsageReservation> {
    const at = now();
    await endExpiredPlans(executor, at, userId);
    const monthStart = startOfUtcMonth(at);
    const { used, key } = COLUMNS[kind];
    const other = COLUMNS[kind === "images" ? "stories" : "images"];
    const isNewMonth = sql`(${users.lastUsageReset} is null or ${users.lastUsageReset} < ${monthStart.toISOString()}::timestamptz)`;
    const limit = limitOf(kind);
    const taken = await executor
      .update(users)
      .set({
        [key]: sql`case when ${isNewMonth} then 1 else ${used} + 1 end`,
        [other.key]: sql`case when ${isNewMonth} then 0 else ${other.used} end`,
        lastUsageReset: sql`case when ${isNewMonth} then ${at.toISOString()}::timestamptz else ${users.lastUsageReset} end`,
      })
      .where(
        and(eq(users.id, userId), sql`((${isNewMonth} and ${limit} >= 1) or ${used} < ${limit})`),
      )
      .returning({ id: users.id });
    if (taken.length === 0) throw await limitReached(executor, userId, kind);
    return { userId, kind, monthEnd: startOfNextUtcMonth(at) };
  }

  /** Refuses (403, as `reserve` would) when nothing of `kind` is left this month; takes nothing. */
  async function check(userId: string, kind: TUsageKind): Promise<void> {
    const usage = await getUsage(userId);
    const [used, limit] =
      kind === "images"
        ? [usage.imagesUsed, usage.imagesLimit]
        : [usage.storiesUsed, usage.storiesLimit];
    if (used >= limit) throw await limitReached(db, userId, kind);
  }

  /** Gives a reservation back (the generation failed); a new month's count is left alone. */
  async function refund(reservation: UsageReservation): Promise<void> {
    const { used, key } = COLUMNS[reservation.kind];
    await db
      .update(users)
      .set({ [key]: sql`greatest(${used} - 1, 0)` })
      .where(and(eq(users.id, reservation.userId), lt(users.lastUsageReset, reservation.monthEnd)));
  }

  return { getUsage, check, reserve, refund };
}

async function limitReached(executor: Database, userId: string, kind: TUsageKind) {
  const [user] = await executor
    .select({ plan: users.subscriptionPlan })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return unauthorized(AUTH_MESSAGES.signInRequired);
  const { title, message } = usageLimitMessage(ZPlanId.catch("free").parse(user.plan), kind);
  return forbidden(message, title);
}

export type UsageService = ReturnType<typeof createUsageService>;
