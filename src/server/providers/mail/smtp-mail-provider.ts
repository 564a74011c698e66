import { lazyTransport } from "./lazy-transport";
import { senderFor, type MailMessage, type MailProvider } from "./mail-provider";

/** Sends through an SMTP server named by a URL: `smtp://user:pass@host:587` or `smtps://…`. */
export function createSmtpMailProvider(options: { url: string; from: string }): MailProvider {
  const transport = lazyTransport((mailer) => mailer.createTransport(options.url));
  return {
    name: "smtp",
    deliversMail: true,
    async send({ link: _link, fromName, ...message }: MailMessage) {
      await (
        await transport.get()
      ).sendMail({ from: senderFor(options.from, fromName), ...message });
    },
    close: transport.close,
  };
}
