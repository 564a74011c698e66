import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail, type MailRecipient } from "./mail-layout";
import { mailWordsFor } from "./words/mail-words";

/**
 * Sent instead of an answer that would tell the sign-up form the address already has an account:
 * only the owner of the address learns it. `url` signs in; `resetUrl` chooses a new password.
 */
export function signUpAttemptMail(input: MailRecipient & { resetUrl: string }): MailMessage {
  const words = mailWordsFor(input.language).signUpAttempt;
  return renderMail(input, { ...words, paragraphs: words.paragraphs(input.resetUrl) });
}
