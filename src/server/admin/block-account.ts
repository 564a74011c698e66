import { eq } from "drizzle-orm";
import type { TAccountBlock } from "../../shared/contracts/support";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { notFound } from "../lib/app-error";

/**
 * The admin blocks an account (after a safety report) or lifts the block. A blocked account's
 * sessions end at once, it cannot sign in, and nobody can reach it or be reached by it.
 */
export async function setAccountBlocked(
  deps: { db: Database; now: () => Date },
  userId: string,
  isBlocked: boolean,
): Promise<TAccountBlock> {
  const at = deps.now();
  const [row] = await deps.db
    .update(users)
    .set(isBlocked ? { blockedAt: at, sessionsRevokedAt: at } : { blockedAt: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound("That account was not found.");
  return { id: row.id, isBlocked };
}
