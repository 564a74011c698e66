import { and, desc, eq } from "drizzle-orm";
import {
  UNDELIVERED_CARD_TEXT,
  type TUndeliveredCards,
} from "../../shared/contracts/greeting-cards";
import type { Database } from "../db/client";
import { undeliveredCards } from "../db/schema";
import { notFound } from "../lib/app-error";

/** Which card failed, kept with its mail job until the last try (plain JSON). */
export interface UndeliveredCard {
  userId: string;
  recipientName: string;
  subject: string;
}

/** Keeps a card whose mail failed every try, for the family to see in the app. */
export async function recordUndeliveredCard(db: Database, card: UndeliveredCard): Promise<void> {
  await db.insert(undeliveredCards).values(card);
}

/** The family's undelivered cards, newest first. */
export async function listUndeliveredCards(
  db: Database,
  userId: string,
): Promise<TUndeliveredCards> {
  const rows = await db
    .select()
    .from(undeliveredCards)
    .where(eq(undeliveredCards.userId, userId))
    .orderBy(desc(undeliveredCards.createdAt));
  return {
    cards: rows.map((row) => ({
      id: row.id,
      recipientName: row.recipientName,
      subject: row.subject,
      failedAt: row.createdAt.toISOString(),
    })),
  };
}

/** A grown-up has seen the notice: it goes (only the family's own). */
export async function dismissUndeliveredCard(db: Database, userId: string, id: string) {
  const removed = await db
    .delete(undeliveredCards)
    .where(and(eq(undeliveredCards.id, id), eq(undeliveredCards.userId, userId)))
    .returning({ id: undeliveredCards.id });
  if (removed.length === 0) throw notFound(UNDELIVERED_CARD_TEXT.gone);
}
