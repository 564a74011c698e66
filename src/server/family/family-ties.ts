import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { daysBefore, RETENTION } from "../../shared/retention";
import type { Database } from "../db/client";
import { appSettings, familyBlocks, familyConnections, familyDeclines, users } from "../db/schema";

type Reader = Pick<Database, "select">;

/** A verified family by its username (either case), as the family calls name it. */
export async function findFamilyByUsername(
  db: Reader,
  username: string,
): Promise<{ id: string; email: string; username: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.username})`, username.trim().toLowerCase()),
        eq(users.emailVerified, "true"),
      ),
    )
    .limit(1);
  return row;
}

export async function areConnected(db: Reader, userId: string, otherUserId: string) {
  if (userId === otherUserId) return true;
  const [row] = await db
    .select({ userId: familyConnections.userId })
    .from(familyConnections)
    .where(
      and(eq(familyConnections.userId, userId), eq(familyConnections.otherUserId, otherUserId)),
    );
  return Boolean(row);
}

/** Whether `userId` has blocked `otherUserId`. */
export async function hasBlocked(db: Reader, userId: string, otherUserId: string) {
  const [row] = await db
    .select({ userId: familyBlocks.userId })
    .from(familyBlocks)
    .where(and(eq(familyBlocks.userId, userId), eq(familyBlocks.blockedUserId, otherUserId)));
  return Boolean(row);
}

/** Whether `userId`'s grown-up declined a request of `otherUserId` less than 30 days before `now`. */
export async function hasDeclinedLately(
  db: Reader,
  userId: string,
  otherUserId: string,
  now: Date,
) {
  const [row] = await db
    .select({ userId: familyDeclines.userId })
    .from(familyDeclines)
    .where(
      and(
        eq(familyDeclines.userId, userId),
        eq(familyDeclines.declinedUserId, otherUserId),
        gt(familyDeclines.declinedAt, daysBefore(now, RETENTION.declinedRequestsDays)),
      ),
    );
  return Boolean(row);
}
/** A grown-up's switch: a family without a settings row has messages on (the default). */
export async function messagesEnabledFor(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ messagesEnabled: appSettings.messagesEnabled })
    .from(appSettings)
    .where(eq(appSettings.userId, userId));
  return row?.messagesEnabled !== "false";
}

/** Whether the admin has blocked the account. */
export async function isAccountBlocked(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.blockedAt)));
  return !row;
}
