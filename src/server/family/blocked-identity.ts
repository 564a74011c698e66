import { createHmac } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { blockedIdentities, familyBlocks } from "../db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Pick<Database, "select" | "insert" | "delete">;

/** An account's e-mail and username, as a block remembers them once the account is gone. */
export interface Identity {
  email: string;
  username: string;
}

/** Turns an e-mail or a username into the keyed hash a block outliving its account keeps. */
export type IdentityHasher = (identity: Identity) => string[];

/**
 * HMAC-SHA-256 of the lower-cased, trimmed e-mail and username under a key derived from the
 * server's secret with a purpose label: the same on every process, useless without the secret,
 * and no address or name is kept after the account is gone.
 */
export function identityHasher(serverSecret: string): IdentityHasher {
  const key = createHmac("sha256", serverSecret).update("doodle-dino:blocked-identity").digest();
  const hash = (kind: string, value: string) =>
    createHmac("sha256", key).update(`${kind}:${value.trim().toLowerCase()}`).digest("hex");
  return (identity) => [hash("email", identity.email), hash("username", identity.username)];
}

/** Before an account goes: every family that blocked it keeps its identity's hashes. */
export async function rememberBlockedIdentity(
  tx: Transaction,
  hashIdentity: IdentityHasher,
  blocked: Identity & { id: string },
): Promise<void> {
  const blockers = await tx
    .select({ userId: familyBlocks.userId })
    .from(familyBlocks)
    .where(eq(familyBlocks.blockedUserId, blocked.id));
  const rows = blockers.flatMap(({ userId }) =>
    hashIdentity(blocked).map((identityHash) => ({ userId, identityHash })),
  );
  if (rows.length > 0) await tx.insert(blockedIdentities).values(rows).onConflictDoNothing();
}

/** A new account with the e-mail or username of one a family blocked is blocked by it too. */
export async function renewBlocksFor(
  tx: Transaction,
  hashIdentity: IdentityHasher,
  account: Identity & { id: string },
  at: Date,
): Promise<void> {
  const blockers = await tx
    .selectDistinct({ userId: blockedIdentities.userId })
    .from(blockedIdentities)
    .where(inArray(blockedIdentities.identityHash, hashIdentity(account)));
  if (blockers.length === 0) return;
  await tx
    .insert(familyBlocks)
    .values(blockers.map(({ userId }) => ({ userId, blockedUserId: account.id, createdAt: at })))
    .onConflictDoNothing();
}

/** An unblock forgets the account's identity too, so its next account is not blocked. */
export async function forgetBlockedIdentity(
  db: Writer,
  hashIdentity: IdentityHasher,
  userId: string,
  unblocked: Identity,
): Promise<void> {
  await db
    .delete(blockedIdentities)
    .where(
      and(
        eq(blockedIdentities.userId, userId),
        inArray(blockedIdentities.identityHash, hashIdentity(unblocked)),
      ),
    );
}
