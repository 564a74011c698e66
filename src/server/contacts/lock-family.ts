import { eq } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { unauthorized } from "../lib/app-error";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type { Transaction };

/**
 * Locks the family's user row for the rest of the transaction, so two requests at once cannot
 * both pass a per-family limit (contacts, groups, cards an hour). Answers the row.
 */
export async function lockFamily(tx: Transaction, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return user;
}
