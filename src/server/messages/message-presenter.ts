import type { TMessage, TMessagePicture } from "../../shared/contracts/messages";
import type { MediaStore } from "../media/media-store";
import type { MessagePicture, MessageRow } from "./message-query";

/** What of a message leaves the server: people by username and first name, never id or e-mail. */
export function presentMessage(row: MessageRow, media: Pick<MediaStore, "urlFor">): TMessage {
  const { message, picture } = row;
  return {
    id: message.id,
    from: row.from,
    to: row.to,
    subject: message.subject,
    content: message.content,
    attachedImageId: message.attachedImageId,
    attachedImage: picture ? presentPicture(picture, media) : null,
    isRead: message.isRead === "true",
    delivery: deliveryAsSenderSees(message.delivery),
    sentAt: message.sentAt.toISOString(),
  };
}

export function presentPicture(
  picture: MessagePicture,
  media: Pick<MediaStore, "urlFor">,
): TMessagePicture {
  return {
    id: picture.id,
    imageUrl: media.urlFor(picture.imageFile),
    thumbnailUrl: media.urlFor(picture.thumbnailFile),
    description: picture.description,
  };
}

/**
 * What the sending family is told: delivered, or waiting (also when a grown-up there declined or
 * blocked it: the sender is never told more), in every answer and in its export.
 */
export function deliveryAsSenderSees(delivery: string): TMessage["delivery"] {
  return delivery === "delivered" ? "delivered" : "waiting";
}
