import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server in this process that keeps every mail it receives, parsed. */
export async function startSmtpTestServer(options: { port?: number } = {}) {
  const received: ParsedMail[] = [];
  /** The SMTP envelope's recipients of each received mail (same order as `received`). */
  const envelopeRecipients: string[][] = [];
  const waiting: Array<() => void> = [];
  let failNext = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      if (failNext) {
        failNext = false;
        stream.resume();
        stream.on("end", () => callback(new Error("Mailbox unavailable")));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          envelopeRecipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          waiting.splice(0).forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopeRecipients,
    /** The next send is refused by the server. */
    failNextMail() {
      failNext = true;
    },
    /** Whether the refusal asked for is still waiting for a mail. */
    isFailPending: () => failNext,
    /** The newest mail to an address (with this subject), waiting for it a little if needed. */
    async mailTo(address: string, subject?: string, timeoutMs = 20_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.findLast(
          (entry) =>
            JSON.stringify(entry.to ?? "").includes(address) &&
            (subject === undefined || entry.subject === subject),
        );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
