import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { appSettings, generatedImages, messages, users } from "../db/schema";

const sender = alias(users, "sender");
const recipient = alias(users, "recipient");
const senderSettings = alias(appSettings, "sender_settings");
const recipientSettings = alias(appSettings, "recipient_settings");

/** What of an attached picture a message shows. */
export const messagePictureColumns = {
  id: generatedImages.id,
  imageFile: generatedImages.imageFile,
  thumbnailFile: generatedImages.thumbnailFile,
  description: generatedImages.description,
};
export type MessagePicture = { [K in keyof typeof messagePictureColumns]: string };

/** A message's send time to the microsecond, as a paging cursor keeps it. */
export const exactSentAt = () =>
  sql<string>`to_char(${messages.sentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Messages with what a person may see of both sides and of the attached picture. The picture is
 * joined only while it still belongs to the sender: the recipient sees that one picture, no other.
 * `sentAtExact` keeps PostgreSQL's microseconds for the paging cursor.
 */
export function selectMessages(db: Pick<Database, "select">) {
  return db
    .select({
      message: messages,
      sentAtExact: exactSentAt(),
      from: { username: sender.username, childName: senderSettings.childName },
      to: { username: recipient.username, childName: recipientSettings.childName },
      picture: messagePictureColumns,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.fromUserId))
    .innerJoin(recipient, eq(recipient.id, messages.toUserId))
    .leftJoin(senderSettings, eq(senderSettings.userId, messages.fromUserId))
    .leftJoin(recipientSettings, eq(recipientSettings.userId, messages.toUserId))
    .leftJoin(
      generatedImages,
      and(
        eq(generatedImages.id, messages.attachedImageId),
        eq(generatedImages.userId, messages.fromUserId),
      ),
    );
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>["execute"]>>[number];
