import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail } from "./mail-layout";

export const VERIFY_EMAIL_SUBJECT = "Please confirm your email for Doodle Dino";

/** Sent at sign-up and on "send the link again". */
export function verifyEmailMail(input: {
  to: string;
  name: string;
  link: string;
  validHours: number;
}): MailMessage {
  return renderMail({
    to: input.to,
    subject: VERIFY_EMAIL_SUBJECT,
    greetingName: input.name,
    paragraphs: [
      "Welcome to Doodle Dino, where little voices turn ideas into pictures!",
      "Please confirm your email address so we know it's really you. Then come back and sign in to start creating.",
    ],
    button: { label: "Confirm my email", url: input.link },
    footnotes: [
      `The link works once and for ${input.validHours} hours.`,
      "Didn't sign up? You can safely ignore this email: no account is made without a confirmation.",
    ],
  });
}
