/** One e-mail, in both forms every mail client can show. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: to an SMTP server, or into the outbox folder (the offline default). */
export interface MailProvider {
  readonly name: "outbox" | "smtp";
  /**
   * True when mail reaches people's inboxes. When false (a local installation with no mail
   * server), the calls that mail a link also hand the link back to the caller.
   */
  readonly deliversMail: boolean;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
