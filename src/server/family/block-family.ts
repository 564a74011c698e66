import { and, eq } from "drizzle-orm";
import { FAMILY_TEXT, type TFamilyAnswer } from "../../shared/contracts/family";
import type { Database } from "../db/client";
import { familyBlocks, familyConnections } from "../db/schema";
import { badRequest, notFound } from "../lib/app-error";
import { connectionBetween, declineWaiting } from "./answer-request";
import { forgetBlockedIdentity, type IdentityHasher } from "./blocked-identity";
import { findFamilyByUsername } from "./family-ties";

type Deps = { db: Database; now: () => Date };
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Blocks a family: any connection ends, its waiting requests are declined, and it can never reach
 * this family again, by username, e-mail or a new request (their messages are dropped unseen).
 */
export async function blockFamily(
  deps: Deps,
  userId: string,
  username: string,
): Promise<TFamilyAnswer> {
  const other = await findFamilyByUsername(deps.db, username);
  if (!other) throw notFound(FAMILY_TEXT.familyNotFound);
  if (other.id === userId) throw badRequest(FAMILY_TEXT.cannotBlockSelf);
  const at = deps.now();
  await deps.db.transaction((tx) => blockWithin(tx, userId, other.id, at));
  return { message: FAMILY_TEXT.blocked };
}

/** The block itself, inside the caller's transaction (a reported request blocks too). */
export async function blockWithin(
  tx: Transaction,
  userId: string,
  blockedUserId: string,
  at: Date,
): Promise<void> {
  await tx.delete(familyConnections).where(connectionBetween(userId, blockedUserId));
  await declineWaiting(tx, blockedUserId, userId, at);
  await tx
    .insert(familyBlocks)
    .values({ userId, blockedUserId, createdAt: at })
    .onConflictDoNothing();
}

export async function unblockFamily(
  deps: Deps & { hashIdentity: IdentityHasher },
  userId: string,
  username: string,
) {
  const other = await findFamilyByUsername(deps.db, username);
  if (!other) throw notFound(FAMILY_TEXT.notBlocked);
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(familyBlocks)
      .where(and(eq(familyBlocks.userId, userId), eq(familyBlocks.blockedUserId, other.id)))
      .returning({ id: familyBlocks.blockedUserId });
    if (removed.length === 0) throw notFound(FAMILY_TEXT.notBlocked);
    await forgetBlockedIdentity(tx, deps.hashIdentity, userId, other);
  });
}

/** Ends a connection for both families; later messages wait as requests again. */
export async function removeConnection(deps: Deps, userId: string, username: string) {
  const other = await findFamilyByUsername(deps.db, username);
  const removed =
    other && other.id !== userId
      ? await deps.db
          .delete(familyConnections)
          .where(connectionBetween(userId, other.id))
          .returning({ id: familyConnections.userId })
      : [];
  if (removed.length === 0) throw notFound(FAMILY_TEXT.notConnected);
}
