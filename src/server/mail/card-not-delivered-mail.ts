import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail, type MailRecipient } from "./mail-layout";
import { en } from "./words/en";
import { mailWordsFor } from "./words/mail-words";

export const CARD_NOT_DELIVERED_SUBJECT = en.cardNotDelivered.subject;

/**
 * Sent to the family when a card's mail failed every try (it is no longer counted as sent);
 * `url` opens their contacts.
 */
export function cardNotDeliveredMail(
  input: MailRecipient & { recipientName: string; subject: string },
): MailMessage {
  const words = mailWordsFor(input.language).cardNotDelivered;
  return renderMail(input, { ...words, paragraphs: words.paragraphs(input) });
}
