import { and, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { FAMILY_TEXT, type TFamilyAnswer } from "../../shared/contracts/family";
import { MESSAGE_TEXT } from "../../shared/contracts/messages";
import { messages, supportSubmissions, users } from "../db/schema";
import { waitingFrom } from "../family/answer-request";
import { blockWithin } from "../family/block-family";
import { notFound } from "../lib/app-error";
import { ownCopiesIn } from "./list-messages";
import type { MessageDeps } from "./message-deps";

const sender = alias(users, "sender");
const recipient = alias(users, "recipient");

/**
 * The Report button on a received message: the message is hidden from the inbox, nobody is
 * blocked by it (a grown-up reporting a waiting request blocks its family as well), and a "Safety report" lands in the admin's support inbox with the message, both
 * accounts and the time, so the admin can look and block the sender's account.
 */
export async function reportMessage(
  deps: Pick<MessageDeps, "db" | "now">,
  userId: string,
  messageId: string,
): Promise<TFamilyAnswer> {
  const at = deps.now();
  let isRequest = false;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ message: messages, sender, recipient })
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.fromUserId))
      .innerJoin(recipient, eq(recipient.id, messages.toUserId))
      .where(
        and(
          eq(messages.id, messageId),
          or(ownCopiesIn("inbox", userId), waitingFrom(messages.fromUserId, userId)),
        ),
      );
    if (!row) throw notFound(MESSAGE_TEXT.notFound);
    await tx
      .update(messages)
      .set({ deletedByRecipient: "true", reportedAt: at })
      .where(eq(messages.id, messageId));
    isRequest = row.message.delivery === "request";
    if (isRequest) await blockWithin(tx, userId, row.sender.id, at);
    await tx.insert(supportSubmissions).values({
      email: row.recipient.email,
      subject: "safety_report",
      message: [
        // Usernames only: the reporting family's export holds this text (no one sees another's
        // e-mail address); the admin finds the accounts by the report's reported account.
        `Reported by ${row.recipient.username} on ${at.toISOString()}.`,
        `Sent by ${row.sender.username} on ${row.message.sentAt.toISOString()}.`,
        `Subject: ${row.message.subject}`,
        `Message: ${row.message.content}`,
      ].join("\n"),
      status: "open",
      reportedUserId: row.sender.id,
      reporterUserId: userId,
      createdAt: at,
      updatedAt: at,
    });
  });
  return { message: isRequest ? FAMILY_TEXT.requestReported : FAMILY_TEXT.reported };
}
