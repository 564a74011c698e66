import { and, eq } from "drizzle-orm";
import { MESSAGE_TEXT, type TMessage } from "../../shared/contracts/messages";
import { messages } from "../db/schema";
import { forbidden, notFound } from "../lib/app-error";
import { ownCopiesIn } from "./list-messages";
import type { MessageDeps } from "./message-deps";
import { presentMessage } from "./message-presenter";
import { selectMessages } from "./message-query";

/** Marks a received message read; only its recipient may (the sender gets a 403, others 404). */
export async function markMessageRead(
  deps: Pick<MessageDeps, "db" | "media">,
  userId: string,
  messageId: string,
): Promise<TMessage> {
  const { db } = deps;
  const [updated] = await db
    .update(messages)
    .set({ isRead: "true" })
    .where(and(eq(messages.id, messageId), ownCopiesIn("inbox", userId)))
    .returning({ id: messages.id });
  if (!updated) {
    const [sentByCaller] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, messageId), ownCopiesIn("sent", userId)));
    throw sentByCaller
      ? forbidden(MESSAGE_TEXT.onlyRecipientReads)
      : notFound(MESSAGE_TEXT.notFound);
  }
  const [row] = await selectMessages(db).where(eq(messages.id, updated.id));
  if (!row) throw notFound(MESSAGE_TEXT.notFound);
  return presentMessage(row, deps.media);
}
