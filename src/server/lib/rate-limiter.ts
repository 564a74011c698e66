import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { tooManyRequests } from "./app-error";

export interface RateRule {
  /** Names the counter, e.g. "sign-in:account". */
  name: string;
  max: number;
  windowMs: number;
  /** The 429's words; `{wait}` becomes "5 minutes" or similar. */
  message: string;
}

const SWEEP_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Fixed-window counters in the database, so every server process shares them. `consume` counts
 * one attempt and refuses (429) past the rule's maximum; `hit` only counts, for a caller that
 * weighs several counters itself; `refund` gives one back (a sign-in that turned out right). Keys are stored hashed: no address or e-mail sits in this table.
 */
export function createRateLimiter(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const counterKey = (rule: RateRule, key: string) =>
    createHash("sha256").update(`${rule.name}\n${key.toLowerCase()}`).digest("base64url");
  const windowOf = (rule: RateRule) => {
    const start = Math.floor(now().getTime() / rule.windowMs) * rule.windowMs;
    return { start: new Date(start), end: new Date(start + rule.windowMs) };
  };

  /** Counts one attempt and answers how many the current window holds, this one included. */
  async function hit(rule: RateRule, key: string): Promise<number> {
    const window = windowOf(rule);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key: counterKey(rule, key), windowStart: window.start, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ hits: rateLimitCounters.hits });
    if (Math.random() < 0.01) void sweep().catch(() => {});
    return row?.hits ?? 0;
  }

  /** The 429 of a rule, saying how long until its window ends. */
  const refusal = (rule: RateRule) =>
    tooManyRequests(rule.message.replace("{wait}", describeWait(windowOf(rule).end, now())));

  async function consume(rule: RateRule, key: string): Promise<void> {
    if ((await hit(rule, key)) > rule.max) throw refusal(rule);
  }

  async function refund(rule: RateRule, key: string): Promise<void> {
    await db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(
        and(
          eq(rateLimitCounters.key, counterKey(rule, key)),
          eq(rateLimitCounters.windowStart, windowOf(rule).start),
        ),
      );
  }

  async function sweep(): Promise<void> {
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(now().getTime() - SWEEP_AGE_MS)));
  }

  return { hit, consume, refusal, refund, sweep };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

function describeWait(until: Date, from: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - from.getTime()) / 60_000));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}
