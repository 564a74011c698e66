import type { MailMessage } from "../providers/mail/mail-provider";
import type { AuthDeps } from "./auth-deps";

/**
 * Sends a reset or resend mail for an address that has an account. With a real mail server the
 * send happens after the answer (a failure is logged), so the answer takes as long for an
 * address without an account and its timing tells nothing. The outbox is a quick local write.
 */
export async function sendLinkMail(
  deps: Pick<AuthDeps, "mail" | "log">,
  message: MailMessage,
): Promise<void> {
  if (!deps.mail.deliversMail) {
    await deps.mail.send(message);
    return;
  }
  void deps.mail.send(message).catch((error: unknown) => {
    deps.log.error({ err: error, to: message.to, subject: message.subject }, "mail not sent");
  });
}
