import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail } from "./mail-layout";

export const SIGN_UP_ATTEMPT_SUBJECT = "Someone tried to sign up with your email";

/**
 * Sent instead of an answer that would tell the sign-up form the address already has an account:
 * only the owner of the address learns it.
 */
export function signUpAttemptMail(input: {
  to: string;
  name: string;
  signInUrl: string;
  resetUrl: string;
}): MailMessage {
  return renderMail({
    to: input.to,
    subject: SIGN_UP_ATTEMPT_SUBJECT,
    greetingName: input.name,
    paragraphs: [
      "Someone just tried to make a new Doodle Dino account with this email address. It already has an account, so nothing new was made and nothing changed.",
      "If it was you, just sign in with the button below.",
      `Forgot your password? Choose a new one here: ${input.resetUrl}`,
    ],
    button: { label: "Sign in to Doodle Dino", url: input.signInUrl },
    footnotes: ["Wasn't you? You can safely ignore this email: your account stays as it is."],
  });
}
