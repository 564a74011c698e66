import { z } from "zod";
import { DESCRIPTION_MAX_LENGTH } from "../limits";
import { CONTACT_NAME_MAX_LENGTH, ZContactEmail } from "./contacts";
import { zPersonName, zSingleLineText } from "./single-line-text";
import { zText } from "./text";

/**
 * E-mailed greeting cards (spec social.md §2 share dialog, §7 Greeting cards, §9; DESIGN
 * decision 16): an 800×600 PNG drawn in the browser, sent to one of the family's own contacts.
 *
 * Calls:
 * - POST /api/greeting-cards/send-email ZSendGreetingCardBody → 200 ZGreetingCardSent
 *        | 400 (not a valid card, unkind words) | 401 | 403 (not one of your contacts) | 413
 *        | 429 (GREETING_CARDS_PER_HOUR) | 502 (the mail server refused; nothing sent)
 */

export const GREETING_CARD_WIDTH = 800;
export const GREETING_CARD_HEIGHT = 600;
export const GREETING_CARD_MAX_BYTES = 3 * 1024 * 1024;
export const GREETING_CARDS_PER_HOUR = 30;
export const GREETING_MESSAGE_MAX_LENGTH = 300;
export const GREETING_SUBJECT_MAX_LENGTH = 120;

export const DEFAULT_GREETING_SUBJECT = "Check out this magical picture!";
export const DEFAULT_GREETING_MESSAGE =
  "Hi! I created this magical picture and wanted to share it with you. Hope you like it!";

/** Base64 of the biggest card, plus room for a `data:image/png;base64,` prefix. */
const MAX_BASE64_LENGTH = Math.ceil(GREETING_CARD_MAX_BYTES / 3) * 4 + 64;

export const GREETING_CARD_MESSAGES = {
  cardMissing: "Please make the card first.",
  cardTooBig: `That card is too big to send: at most ${GREETING_CARD_MAX_BYTES / (1024 * 1024)} MB.`,
  cardNotPng: `The card must be a PNG picture of ${GREETING_CARD_WIDTH}×${GREETING_CARD_HEIGHT}. Please make the card again.`,
  notAContact:
    "Cards can only go to people in your contacts. Please add them on the Contacts page first.",
  messageTooLong: `Please keep the message under ${GREETING_MESSAGE_MAX_LENGTH + 1} letters.`,
  subjectTooLong: `Please keep the subject under ${GREETING_SUBJECT_MAX_LENGTH + 1} letters.`,
  unkind: "Let's use kind words on cards! Please write that another way.",
  mailFailed:
    "The mail server didn't take the card just now, so nothing was sent. Please try again in a little while.",
  rateLimited: `That's a lot of cards! A family can send ${GREETING_CARDS_PER_HOUR} cards an hour. Please wait {wait} and try again.`,
} as const;

export const ZSendGreetingCardBody = z.object({
  recipientEmail: ZContactEmail,
  /** Which of the contacts with that address is greeted; the stored name is what is used. */
  recipientName: zPersonName().trim().max(CONTACT_NAME_MAX_LENGTH).optional(),
  customMessage: zText()
    .trim()
    .max(GREETING_MESSAGE_MAX_LENGTH, GREETING_CARD_MESSAGES.messageTooLong)
    .optional(),
  imageDescription: zText().trim().max(DESCRIPTION_MAX_LENGTH).optional(),
  /** The card as base64 PNG bytes (a `data:image/png;base64,` prefix is allowed). */
  greetingCardBase64: z
    .string({ error: GREETING_CARD_MESSAGES.cardMissing })
    .min(1, GREETING_CARD_MESSAGES.cardMissing)
    .max(MAX_BASE64_LENGTH, GREETING_CARD_MESSAGES.cardTooBig),
  /** The share dialog's subject; DEFAULT_GREETING_SUBJECT when absent or blank. */
  subject: zSingleLineText()
    .trim()
    .max(GREETING_SUBJECT_MAX_LENGTH, GREETING_CARD_MESSAGES.subjectTooLong)
    .optional(),
});
export type TSendGreetingCardBody = z.output<typeof ZSendGreetingCardBody>;
export type TSendGreetingCardForm = z.input<typeof ZSendGreetingCardBody>;

export const ZGreetingCardSent = z.object({
  message: z.string(),
  recipientName: z.string(),
  sentAt: z.string(),
});
export type TGreetingCardSent = z.infer<typeof ZGreetingCardSent>;

/**
 * Cards whose mail failed every try, shown to the family in the app until dismissed:
 * - GET    /api/greeting-cards/undelivered        → 200 ZUndeliveredCards | 401
 * - DELETE /api/greeting-cards/undelivered/{id}   → 204 | 401 | 404 (not the family's, or gone)
 */
export const ZUndeliveredCard = z.object({
  id: z.string(),
  recipientName: z.string(),
  subject: z.string(),
  failedAt: z.string(),
});
export type TUndeliveredCard = z.infer<typeof ZUndeliveredCard>;
export const ZUndeliveredCards = z.object({ cards: z.array(ZUndeliveredCard) });
export type TUndeliveredCards = z.infer<typeof ZUndeliveredCards>;

export { UNDELIVERED_CARD_TEXT } from "./undelivered-card-text";
