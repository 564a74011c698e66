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
 * weighs several counters itself; `refund` gives one back (a sign-in that turned out right);
 * `sweep` (a periodic job) deletes old windows. Keys are stored hashed: no address or e-mail sits
 * in this table.
 */
export function createRateLimiter(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  const counterKey = (rule: RateRule, key: string) => hashedCounterKey(rule.name, key);
  const windowOf = (rule: RateRule) => fixedWindow(now(), rule.windowMs);

  /** Counts one attempt and answers how many the current window holds, this one included. */
  async function hit(rule: RateRule, key: string): Promise<number> {
    const window = windowOf(rule);
    return countHit(db, counterKey(rule, key), window.start);
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

/** A counter's key: the rule's name and the caller's key, hashed (no address is stored). */
export const hashedCounterKey = (name: string, key: string) =>
  createHash("sha256").update(`${name}\n${key.toLowerCase()}`).digest("base64url");

/** The fixed window of `windowMs` that `at` falls in. */
export function fixedWindow(at: Date, windowMs: number): { start: Date; end: Date } {
  const start = Math.floor(at.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

/** Counts one hit in a counter's window, in the database every process shares; answers the hits. */
export async function countHit(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? 0;
}

function describeWait(until: Date, from: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - from.getTime()) / 60_000));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}
