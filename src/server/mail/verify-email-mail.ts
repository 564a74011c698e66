import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail, type MailRecipient } from "./mail-layout";
import { mailWordsFor } from "./words/mail-words";

/** Sent at sign-up and on "send the link again"; `url` is the confirmation link. */
export function verifyEmailMail(input: MailRecipient & { validHours: number }): MailMessage {
  const words = mailWordsFor(input.language).verifyEmail;
  return renderMail(input, { ...words, footnotes: words.footnotes(input.validHours) });
}
