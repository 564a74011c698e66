import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/** By username or e-mail, either case (usernames cannot hold an "@", so at most one matches). */
export async function findUserByLogin(db: Database, identifier: string) {
  const key = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return row;
}
