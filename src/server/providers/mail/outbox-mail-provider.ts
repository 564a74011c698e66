import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { lazyTransport } from "./lazy-transport";
import { senderFor, type MailMessage, type MailProvider } from "./mail-provider";

export interface OutboxOptions {
  folder: string;
  from: string;
  now: () => Date;
  /** Told about each mail written (a log line, with the mail's link for the person at this machine). */
  log: (details: { to: string; subject: string; file: string; link: string | undefined }) => void;
}

/**
 * Writes each mail as a real RFC 822 message, `<folder>/<timestamp>-<id>.eml`, built by
 * nodemailer's stream transport, so any mail program opens it. Nothing leaves the machine.
 */
export function createOutboxMailProvider(options: OutboxOptions): MailProvider {
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    name: "outbox",
    deliversMail: false,
    async send({ link, fromName, ...message }: MailMessage) {
      const info = await (
        await transport.get()
      ).sendMail({
        from: senderFor(options.from, fromName),
        ...message,
      });
      await mkdir(options.folder, { recursive: true });
      const stamp = options.now().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.folder, `${stamp}-${randomBytes(6).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { flag: "wx" });
      const to = typeof message.to === "string" ? message.to : message.to.address;
      options.log({ to, subject: message.subject, file, link });
    },
    close: transport.close,
  };
}
