import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../limits";
import { ZRecordId, zText } from "./text";
import { zSingleLineText } from "./single-line-text";

/**
 * Messages between families (spec social.md Inbox, Sent, Compose, §4, §5, §7, §8; DESIGN
 * decisions 10 and 17). People are shown by username and first name, never by id or e-mail.
 *
 * Calls:
 * - POST   /api/messages/send              ZSendMessageBody → 201 ZMessage | 400 | 401 | 404 | 429
 *   (404 for a username that matches no verified family; an e-mail address of no family, or of a
 *   family not connected with the sender, answers the same 201 'waiting' as a real request, with
 *   `to` naming the address as typed, so the call never tells whether an address has a family)
 * - GET    /api/messages/inbox[?cursor&limit] → 200 ZMessagePage (newest first) | 401
 * - GET    /api/messages/sent[?cursor&limit]  → 200 ZMessagePage (newest first) | 401
 * - GET    /api/messages/unread-count      → 200 ZUnreadCount | 401
 * - PATCH  /api/messages/{id}/read         → 200 ZMessage | 401 | 403 (the sender) | 404
 * - DELETE /api/messages/{id}[?box=inbox|sent] → 204 | 401 | 404; removes only the caller's copy
 *   (of that box when given: a message to yourself sits in both)
 * Only delivered messages are in an inbox and its counts; requests are in contracts/family.ts.
 */

export const MESSAGE_SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_CONTENT_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 20;
export const MESSAGE_PAGE_MAX = 50;
/** Per family (DESIGN decision 17). */
export const MESSAGES_PER_HOUR = 30;
export const MESSAGES_PER_DAY = 200;

export const MESSAGE_TEXT = {
  errorTitle: "Error",
  recipientRequired: "Please enter a recipient",
  subjectRequired: "Please enter a subject",
  contentRequired: "Please enter a message",
  recipientTooLong: "That username or email is too long.",
  subjectTooLong: `Please keep the subject under ${MESSAGE_SUBJECT_MAX_LENGTH + 1} letters.`,
  contentTooLong: `Please keep your message under ${MESSAGE_CONTENT_MAX_LENGTH + 1} letters.`,
  recipientNotFound:
    "We couldn't find anyone with that username or email. Please check the spelling and try again.",
  pictureNotYours: "You can only attach a picture from your own gallery.",
  kindWordsTitle: "Let's try different words",
  kindWords: "Let's use kind words! Try writing your message another way.",
  notFound: "That message was not found.",
  onlyRecipientReads: "Only the person who received a message can mark it as read.",
  tooManyPerHour: "That's a lot of messages! Please wait {wait} before sending another one.",
  tooManyPerDay: "That's a lot of messages for one day! Please wait {wait} before sending another.",
  badCursor: "That page of messages could not be found. Please reload the list.",
  successTitle: "Success",
  sent: "Message sent successfully!",
  deleted: "Message deleted successfully",
  sendFailed: "Failed to send message. Please try again!",
  markReadFailed: "Failed to mark message as read",
  deleteFailed: "Failed to delete message",
  unauthorizedTitle: "Unauthorized",
  unauthorized: "You are logged out. Logging in again...",
} as const;

/** The spec's 0.5 s before an unauthorized messages screen goes to the login path. */
export const MESSAGES_LOGIN_REDIRECT_MS = 500;

export const ZSendMessageBody = z.object({
  /** A username or an e-mail, resolved among verified accounts on the server. */
  toUserId: zText(MESSAGE_TEXT.recipientRequired)
    .trim()
    .min(1, MESSAGE_TEXT.recipientRequired)
    .max(EMAIL_MAX_LENGTH, MESSAGE_TEXT.recipientTooLong),
  subject: zSingleLineText(MESSAGE_TEXT.subjectRequired)
    .trim()
    .min(1, MESSAGE_TEXT.subjectRequired)
    .max(MESSAGE_SUBJECT_MAX_LENGTH, MESSAGE_TEXT.subjectTooLong),
  content: zText(MESSAGE_TEXT.contentRequired)
    .trim()
    .min(1, MESSAGE_TEXT.contentRequired)
    .max(MESSAGE_CONTENT_MAX_LENGTH, MESSAGE_TEXT.contentTooLong),
  /** One of the sender's own pictures; the recipient may then see that picture. */
  attachedImageId: ZRecordId.nullish(),
});
export type TSendMessageBody = z.input<typeof ZSendMessageBody>;

/**
 * A family as others see it on messages: its username, and the child's name or nickname when
 * the family set one (Account Settings). Never the parent's name.
 */
export const ZMessagePerson = z.object({
  username: z.string(),
  childName: z.string().nullable(),
});
export type TMessagePerson = z.infer<typeof ZMessagePerson>;

export const ZMessagePicture = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  description: z.string(),
});
export type TMessagePicture = z.infer<typeof ZMessagePicture>;

export const ZMessage = z.object({
  id: z.string(),
  from: ZMessagePerson,
  to: ZMessagePerson,
  subject: z.string(),
  content: z.string(),
  attachedImageId: z.string().nullable(),
  /** The attached picture while it still exists. */
  attachedImage: ZMessagePicture.nullable(),
  isRead: z.boolean(),
  /**
   * 'waiting' while a message to a family one is not connected with waits for a grown-up there
   * (declined and blocked ones stay 'waiting': the sender is told nothing more).
   */
  delivery: z.enum(["delivered", "waiting"]),
  sentAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessagePage = z.object({
  messages: z.array(ZMessage),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZMessageListQuery = z.object({
  cursor: zText(MESSAGE_TEXT.badCursor).max(200, MESSAGE_TEXT.badCursor).optional(),
  limit: z.coerce
    .number({ error: `The page size must be a number from 1 to ${MESSAGE_PAGE_MAX}.` })
    .int(`The page size must be a number from 1 to ${MESSAGE_PAGE_MAX}.`)
    .min(1, `The page size must be a number from 1 to ${MESSAGE_PAGE_MAX}.`)
    .max(MESSAGE_PAGE_MAX, `The page size must be a number from 1 to ${MESSAGE_PAGE_MAX}.`)
    .optional(),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;

export const MESSAGE_BOXES = ["inbox", "sent"] as const;
export type TMessageBox = (typeof MESSAGE_BOXES)[number];
export const ZDeleteMessageQuery = z.object({
  box: z.enum(MESSAGE_BOXES, { error: "The box must be inbox or sent." }).optional(),
});

export const ZUnreadCount = z.object({ unreadCount: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
