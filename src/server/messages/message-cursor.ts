import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { MESSAGE_TEXT } from "../../shared/contracts/messages";
import { isRealInstant } from "../../shared/real-instant";
import { badRequest } from "../lib/app-error";

/** Where a page ended: the last message's exact send time (microseconds) and id. */
export interface MessageCursor {
  sentAt: string;
  id: string;
}

const EXACT_TIME = /^(?:19|20)\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeMessageCursor(cursor: MessageCursor): string {
  return Buffer.from(`${cursor.sentAt}|${cursor.id}`).toString("base64url");
}

/** The cursor a page handed out; anything else is a 400 before any query. */
export function decodeMessageCursor(text: string): MessageCursor {
  const [sentAt = "", id = "", ...rest] = Buffer.from(text, "base64url").toString().split("|");
  if (rest.length > 0 || !EXACT_TIME.test(sentAt) || !isRealInstant(sentAt) || !UUID.test(id)) {
    throw badRequest(MESSAGE_TEXT.badCursor);
  }
  return { sentAt, id };
}

/** Rows older than where the page of `cursorText` ended, by (sent time, id); none without one. */
export function olderThanCursor(
  cursorText: string | undefined,
  sentAt: SQLWrapper,
  id: SQLWrapper,
): SQL | undefined {
  const cursor = cursorText ? decodeMessageCursor(cursorText) : null;
  return cursor
    ? sql`(${sentAt}, ${id}) < (${cursor.sentAt}::timestamptz, ${cursor.id})`
    : undefined;
}

/** One page of `limit` from `limit + 1` rows newest first, and the cursor for the older rest. */
export function pageWithCursor<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => MessageCursor,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeMessageCursor(cursorOf(last)) : null,
  };
}
