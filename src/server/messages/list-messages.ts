import { and, count, desc, eq, type SQL } from "drizzle-orm";
import {
  MESSAGE_PAGE_SIZE,
  type TMessageBox,
  type TMessageListQuery,
  type TMessagePage,
} from "../../shared/contracts/messages";
import { messages } from "../db/schema";
import { olderThanCursor, pageWithCursor } from "./message-cursor";
import type { MessageDeps } from "./message-deps";
import { presentMessage } from "./message-presenter";
import { selectMessages, type MessageRow } from "./message-query";

/**
 * The caller's own copies in one box, not deleted on their side: received and delivered (a request
 * from a family not connected is never in an inbox), or sent (waiting or not).
 */
export function ownCopiesIn(box: TMessageBox, userId: string) {
  return box === "inbox"
    ? and(
        eq(messages.toUserId, userId),
        eq(messages.deletedByRecipient, "false"),
        eq(messages.delivery, "delivered"),
      )
    : and(eq(messages.fromUserId, userId), eq(messages.deletedBySender, "false"));
}

/** One page of a box, newest first; `nextCursor` continues with older messages. */
export async function listMessages(
  deps: Pick<MessageDeps, "db" | "media">,
  userId: string,
  box: TMessageBox,
  query: TMessageListQuery,
): Promise<TMessagePage> {
  const { rows, nextCursor } = await pageOfMessages(deps, ownCopiesIn(box, userId), query);
  return { messages: rows.map((row) => presentMessage(row, deps.media)), nextCursor };
}

/**
 * One page of the messages `where` picks, newest first, as rows (for a caller that shows more of
 * each than `presentMessage` does); `nextCursor` continues with older ones.
 */
export async function pageOfMessages(
  deps: Pick<MessageDeps, "db">,
  where: SQL | undefined,
  query: TMessageListQuery,
): Promise<{ rows: MessageRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? MESSAGE_PAGE_SIZE;
  const rows = await selectMessages(deps.db)
    .where(and(where, olderThanCursor(query.cursor, messages.sentAt, messages.id)))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageWithCursor(rows, limit, (last) => ({
    sentAt: last.sentAtExact,
    id: last.message.id,
  }));
  return { rows: page, nextCursor };
}

/** How many received messages are still unread, for the header's Messages menu. */
export async function countUnreadMessages(
  deps: Pick<MessageDeps, "db">,
  userId: string,
): Promise<number> {
  const [row] = await deps.db
    .select({ unread: count() })
    .from(messages)
    .where(and(ownCopiesIn("inbox", userId), eq(messages.isRead, "false")));
  return row?.unread ?? 0;
}
