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
    delivery: message.delivery === "delivered" ? "delivered" : "waiting",
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
