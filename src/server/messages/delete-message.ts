import { and, eq } from "drizzle-orm";
import { MESSAGE_BOXES, MESSAGE_TEXT, type TMessageBox } from "../../shared/contracts/messages";
import { messages } from "../db/schema";
import { notFound } from "../lib/app-error";
import { ownCopiesIn } from "./list-messages";
import type { MessageDeps } from "./message-deps";

const DELETED_FLAG = { inbox: "deletedByRecipient", sent: "deletedBySender" } as const;

/**
 * Deletes the caller's copy (in `box` when given, else every copy they hold: a message to yourself
 * sits in both boxes). The other side keeps theirs; the row goes once both sides have deleted it.
 */
export async function deleteMessage(
  deps: Pick<MessageDeps, "db">,
  userId: string,
  messageId: string,
  box: TMessageBox | undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    let deletedCopies = 0;
    for (const side of box ? [box] : MESSAGE_BOXES) {
      const updated = await tx
        .update(messages)
        .set({ [DELETED_FLAG[side]]: "true" })
        .where(and(eq(messages.id, messageId), ownCopiesIn(side, userId)))
        .returning({ id: messages.id });
      deletedCopies += updated.length;
    }
    if (deletedCopies === 0) throw notFound(MESSAGE_TEXT.notFound);
    await tx
      .delete(messages)
      .where(
        and(
          eq(messages.id, messageId),
          eq(messages.deletedBySender, "true"),
          eq(messages.deletedByRecipient, "true"),
        ),
      );
  });
}
