import { and, eq, or, type SQLWrapper } from "drizzle-orm";
import { FAMILY_TEXT, type TFamilyAnswer } from "../../shared/contracts/family";
import type { Database } from "../db/client";
import { familyConnections, familyDeclines, messages } from "../db/schema";
import { notFound } from "../lib/app-error";
import { findFamilyByUsername } from "./family-ties";

type Deps = { db: Database; now: () => Date };
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The messages `fromUserId` sent `toUserId` that wait for a grown-up there. */
export const waitingFrom = (fromUserId: string | SQLWrapper, toUserId: string) =>
  and(
    eq(messages.fromUserId, fromUserId),
    eq(messages.toUserId, toUserId),
    eq(messages.delivery, "request"),
  );

/**
 * A grown-up accepts the requests of a family: the two families are connected both ways, and the
 * waiting messages of both (theirs to us, ours to them) are delivered.
 */
export async function acceptRequest(
  deps: Deps,
  userId: string,
  username: string,
): Promise<TFamilyAnswer> {
  const other = await findFamilyByUsername(deps.db, username);
  if (!other) throw notFound(FAMILY_TEXT.noRequest);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const delivered = await tx
      .update(messages)
      .set({ delivery: "delivered", decidedAt: at })
      .where(waitingFrom(other.id, userId))
      .returning({ id: messages.id });
    if (delivered.length === 0) throw notFound(FAMILY_TEXT.noRequest);
    await tx
      .update(messages)
      .set({ delivery: "delivered", decidedAt: at })
      .where(waitingFrom(userId, other.id));
    await connect(tx, userId, other.id, at);
  });
  return { message: FAMILY_TEXT.accepted };
}

/**
 * Declined requests leave the grown-up's list at once and go from the database 30 days on; for
 * those 30 days the family's new messages are withheld (send-message.ts), so no new request comes.
 */
export async function declineRequest(
  deps: Deps,
  userId: string,
  username: string,
): Promise<TFamilyAnswer> {
  const other = await findFamilyByUsername(deps.db, username);
  if (!other) throw notFound(FAMILY_TEXT.noRequest);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const declined = await declineWaiting(tx, other.id, userId, at);
    if (declined === 0) throw notFound(FAMILY_TEXT.noRequest);
    // Remembered apart from the messages, which the sender may delete: a new request waits.
    await tx
      .insert(familyDeclines)
      .values({ userId, declinedUserId: other.id, declinedAt: at })
      .onConflictDoUpdate({
        target: [familyDeclines.userId, familyDeclines.declinedUserId],
        set: { declinedAt: at },
      });
  });
  return { message: FAMILY_TEXT.declined };
}

export async function declineWaiting(
  db: Pick<Database, "update">,
  fromUserId: string,
  toUserId: string,
  at: Date,
): Promise<number> {
  const declined = await db
    .update(messages)
    .set({ delivery: "declined", deletedByRecipient: "true", decidedAt: at })
    .where(waitingFrom(fromUserId, toUserId))
    .returning({ id: messages.id });
  return declined.length;
}

async function connect(tx: Transaction, userId: string, otherUserId: string, at: Date) {
  await tx
    .insert(familyConnections)
    .values([
      { userId, otherUserId, createdAt: at },
      { userId: otherUserId, otherUserId: userId, createdAt: at },
    ])
    .onConflictDoNothing();
}

/** Both sides of a connection. */
export const connectionBetween = (userId: string, otherUserId: string) =>
  or(
    and(eq(familyConnections.userId, userId), eq(familyConnections.otherUserId, otherUserId)),
    and(eq(familyConnections.userId, otherUserId), eq(familyConnections.otherUserId, userId)),
  );
