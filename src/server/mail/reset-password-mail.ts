import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail, type MailRecipient } from "./mail-layout";
import { mailWordsFor } from "./words/mail-words";

/** Sent by the reset form: the new password takes effect only when `url` is opened. */
export function resetPasswordMail(input: MailRecipient): MailMessage {
  return renderMail(input, mailWordsFor(input.language).resetPassword);
}
