import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { userSessions } from "../db/schema";

type Executor = Pick<Database, "insert" | "update">;

const USER_AGENT_MAX_LENGTH = 500;

/** A `user_sessions` row for a sign-in; its id is kept in the session. */
export async function startUserSession(
  db: Executor,
  entry: { userId: string; at: Date; ipAddress: string; userAgent: string | undefined },
): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: entry.userId,
      loginTime: entry.at,
      ipAddress: entry.ipAddress,
      userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    })
    .returning({ id: userSessions.id });
  if (!row) throw new Error("The sign-in was not recorded");
  return row.id;
}

const secondsSinceLogin = (at: Date) =>
  sql<number>`greatest(0, floor(extract(epoch from (${at.toISOString()}::timestamptz - ${userSessions.loginTime}))))::int`;

/** Closes one sign-in: logout time and duration in seconds. */
export async function endUserSession(
  db: Executor,
  entry: { id: string; userId: string; at: Date },
): Promise<void> {
  await db
    .update(userSessions)
    .set({ logoutTime: entry.at, sessionDuration: secondsSinceLogin(entry.at) })
    .where(
      and(
        eq(userSessions.id, entry.id),
        eq(userSessions.userId, entry.userId),
        isNull(userSessions.logoutTime),
      ),
    );
}

/** Closes every open sign-in of a user (a password reset signs them all out). */
export async function endAllUserSessions(
  db: Executor,
  entry: { userId: string; at: Date },
): Promise<void> {
  await db
    .update(userSessions)
    .set({ logoutTime: entry.at, sessionDuration: secondsSinceLogin(entry.at) })
    .where(and(eq(userSessions.userId, entry.userId), isNull(userSessions.logoutTime)));
}
