import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { userActivity } from "../db/schema";
import type { JobQueue } from "../jobs/job-queue";
import type { MailAttachment, MailMessage, MailProvider } from "../providers/mail/mail-provider";
import { recordUndeliveredCard, type UndeliveredCard } from "../greeting-cards/undelivered-cards";

export const MAIL_JOB = "send-mail";
/** Tries after the first, waiting about 1, 2, 4 … 128 minutes: about 8 hours in all. */
export const MAIL_RETRY_LIMIT = 9;
export const MAIL_RETRY_DELAY_SECONDS = 60;

/** A mail as a job keeps it (JSON: attachments as base64). */
type StoredMail = Omit<MailMessage, "attachments"> & {
  attachments?: Array<Omit<MailAttachment, "content"> & { content: string }>;
};

/** What to do when a mail could not be delivered after every try. */
export interface Undelivered {
  /** A mail to the sender saying so (sent once, as a job of its own). */
  notice: MailMessage;
  /** A user_activity row that counted the mail (a greeting card): deleted, giving it back. */
  countedActivityId?: string;
  /** A greeting card: kept for the family to see in the app. */
  card?: UndeliveredCard;
}

interface MailJobData {
  mail: StoredMail;
  undelivered?: { notice: StoredMail; countedActivityId?: string; card?: UndeliveredCard };
}

const store = (mail: MailMessage): StoredMail => ({
  ...mail,
  attachments: mail.attachments?.map((file) => ({
    ...file,
    content: file.content.toString("base64"),
  })),
});

const restore = (mail: StoredMail): MailMessage => ({
  ...mail,
  attachments: mail.attachments?.map((file) => ({
    ...file,
    content: Buffer.from(file.content, "base64"),
  })),
});

/** Sends mail now, or hands it over to be delivered with retries. */
export interface MailSender extends MailProvider {
  /** Like `send`, and when every try failed: `undelivered` is done. */
  sendOrTell(message: MailMessage, undelivered: Undelivered): Promise<void>;
}

/**
 * Mail through the job queue: with an SMTP server every mail (verification, reset, card) is a job,
 * tried again with back-off while the server is down, so an outage loses no mail; the caller's
 * `send` resolves once the job is kept. The outbox folder (no mail server) is written at once, as
 * its links are handed back to the person at this machine.
 */
export function queuedMail(
  deps: { provider: MailProvider; queue: JobQueue; db: Database },
  retry: { limit: number; delaySeconds: number } = {
    limit: MAIL_RETRY_LIMIT,
    delaySeconds: MAIL_RETRY_DELAY_SECONDS,
  },
): MailSender {
  const { provider, queue, db } = deps;
  queue.define<MailJobData>({
    name: MAIL_JOB,
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    run: (data) => provider.send(restore(data.mail)),
    async onFinalFailure(data) {
      if (!data.undelivered) return;
      const { notice, countedActivityId, card } = data.undelivered;
      if (countedActivityId) {
        await db.delete(userActivity).where(eq(userActivity.id, countedActivityId));
      }
      if (card) await recordUndeliveredCard(db, card);
      await queue.send<MailJobData>(MAIL_JOB, { mail: notice });
    },
  });
  const hand = (data: MailJobData) =>
    provider.deliversMail ? queue.send(MAIL_JOB, data) : provider.send(restore(data.mail));
  return {
    name: provider.name,
    deliversMail: provider.deliversMail,
    send: (message) => hand({ mail: store(message) }),
    sendOrTell: (message, undelivered) =>
      hand({
        mail: store(message),
        undelivered: {
          notice: store(undelivered.notice),
          countedActivityId: undelivered.countedActivityId,
          card: undelivered.card,
        },
      }),
    close: () => provider.close(),
  };
}
