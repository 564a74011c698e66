/** A person's name and address; the name is encoded into the header safely by the transport. */
export interface MailAddress {
  name: string;
  address: string;
}

/** A file sent with a mail; one with a `cid` is shown inside the HTML (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
  contentDisposition?: "inline" | "attachment";
}

/** One e-mail, in both forms every mail client can show. */
export interface MailMessage {
  to: string | MailAddress;
  replyTo?: MailAddress;
  /**
   * Who the mail is from, in the recipient's list ("Mia via Doodle Dino"): the display name only;
   * the address stays the app's own (MAIL_FROM), as mail servers require.
   */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The link the mail is about (its button), for the outbox's log line. */
  link?: string;
}

/** Sends mail: to an SMTP server, or into the outbox folder (the offline default). */
export interface MailProvider {
  readonly name: "outbox" | "smtp";
  /**
   * True when mail reaches people's inboxes. When false (a local installation with no mail
   * server), the calls that mail a link may also hand it back to a person at this machine.
   */
  readonly deliversMail: boolean;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The configured sender (`"Doodle Dino" <cards@…>` or a bare address) under `fromName`. */
export function senderFor(
  configuredFrom: string,
  fromName: string | undefined,
): string | MailAddress {
  if (fromName === undefined) return configuredFrom;
  const bracketed = /^\s*(?:"?([^"<]*?)"?\s*)?<([^>]+)>\s*$/.exec(configuredFrom);
  const brand = bracketed?.[1]?.trim() || "Doodle Dino";
  const address = bracketed?.[2] ?? configuredFrom.trim();
  return { name: `${fromName} via ${brand}`, address };
}
