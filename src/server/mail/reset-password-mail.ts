import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail } from "./mail-layout";

export const RESET_PASSWORD_SUBJECT = "Confirm your new Doodle Dino password";

/** Sent by the reset form: the new password takes effect only when this link is opened. */
export function resetPasswordMail(input: { to: string; name: string; link: string }): MailMessage {
  return renderMail({
    to: input.to,
    subject: RESET_PASSWORD_SUBJECT,
    greetingName: input.name,
    paragraphs: [
      "Someone (hopefully you!) asked to change the password of your Doodle Dino account.",
      "To switch to the new password, click the button below. Every device signed in to the account will be signed out, so you can sign in again with the new password.",
    ],
    button: { label: "Yes, use my new password", url: input.link },
    footnotes: [
      "The link works once and for 1 hour.",
      "Didn't ask for this? Just ignore this email: your password stays the same.",
    ],
  });
}
