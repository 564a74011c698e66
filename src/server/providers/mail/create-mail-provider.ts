import type { Config } from "../../config";
import type { MailProvider } from "./mail-provider";
import { createOutboxMailProvider } from "./outbox-mail-provider";
import { createSmtpMailProvider } from "./smtp-mail-provider";

/** SMTP when `SMTP_URL` is set; otherwise the outbox folder under `DATA_DIR`. */
export function createMailProvider(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "outboxDir">,
  deps: { now: () => Date; log: (line: string) => void },
): MailProvider {
  if (config.smtpUrl) return createSmtpMailProvider({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailProvider({
    folder: config.outboxDir,
    from: config.mailFrom,
    now: deps.now,
    log: ({ to, subject, file, link }) =>
      deps.log(
        `mail to ${to} ("${subject}") written to ${file}${link ? `; its link: ${link}` : ""}`,
      ),
  });
}
