import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/**
 * The verified account a child means by a username or an e-mail, either case (DESIGN decisions
 * 10 and 17), not one the admin blocked. Usernames cannot hold an "@", so at most one account matches.
 */
export async function resolveRecipient(
  db: Pick<Database, "select">,
  usernameOrEmail: string,
): Promise<{ id: string } | undefined> {
  const key = usernameOrEmail.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)),
        eq(users.emailVerified, "true"),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row;
}
