import { and, asc, count, eq, gt, min, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  GREETING_CARD_MESSAGES,
  GREETING_CARDS_PER_HOUR,
  type TGreetingCardSent,
  type TSendGreetingCardBody,
} from "../../shared/contracts/greeting-cards";
import type { Language } from "../../shared/languages";
import { lockFamily } from "../contacts/lock-family";
import { childNameOf } from "../settings/child-name";
import { senderName } from "../../shared/sender-name";
import type { Database } from "../db/client";
import { contacts, userActivity } from "../db/schema";
import { AppError, forbidden, tooManyRequests } from "../lib/app-error";
import { requireKindWords } from "../lib/require-kind-words";
import { greetingCardMail } from "../mail/greeting-card-mail";
import { cardNotDeliveredMail } from "../mail/card-not-delivered-mail";
import type { MailSender } from "../mail/mail-jobs";
import { mailWordsFor } from "../mail/words/mail-words";
import { readCardPng } from "./read-card-png";
import { requireNoPersonalDetails } from "../lib/require-no-personal-details";

export interface GreetingCardDeps {
  db: Database;
  mail: MailSender;
  now: () => Date;
  /** Where the app is reached, for the link in a "could not be delivered" notice. */
  linkBase: string;
  log: FastifyBaseLogger;
}

const HOUR_MS = 60 * 60 * 1000;
const SENT = "greeting_card_sent";

/** The family's contact with this address (the one named `recipientName` when there are two). */
async function findRecipient(db: Database, userId: string, body: TSendGreetingCardBody) {
  const matches = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.userId, userId),
        sql`lower(${contacts.email}) = lower(${body.recipientEmail})`,
      ),
    )
    .orderBy(asc(contacts.createdAt));
  const named = matches.find(
    (contact) => contact.name.toLowerCase() === body.recipientName?.toLowerCase(),
  );
  const contact = named ?? matches[0];
  if (!contact) throw forbidden(GREETING_CARD_MESSAGES.notAContact);
  return contact;
}

function waitText(oldest: Date | null, at: Date): string {
  const minutes = oldest
    ? Math.max(1, Math.ceil((new Date(oldest).getTime() + HOUR_MS - at.getTime()) / 60_000))
    : 60;
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}

/**
 * Takes one of the family's cards of the last hour (DESIGN decision 16) by writing the
 * `greeting_card_sent` row up front, under the family's lock so cards sent all together cannot
 * slip past the limit. Answers the row's id, deleted again if the mail does not go.
 */
async function reserveCard(deps: GreetingCardDeps, userId: string, contactId: string) {
  return deps.db.transaction(async (tx) => {
    const family = await lockFamily(tx, userId);
    const at = deps.now();
    const recent = and(
      eq(userActivity.userId, userId),
      eq(userActivity.activityType, SENT),
      gt(userActivity.timestamp, new Date(at.getTime() - HOUR_MS)),
    );
    const [sent] = await tx
      .select({ count: count(), oldest: min(userActivity.timestamp) })
      .from(userActivity)
      .where(recent);
    if ((sent?.count ?? 0) >= GREETING_CARDS_PER_HOUR) {
      throw tooManyRequests(
        GREETING_CARD_MESSAGES.rateLimited.replace("{wait}", waitText(sent?.oldest ?? null, at)),
      );
    }
    const [row] = await tx
      .insert(userActivity)
      .values({ userId, activityType: SENT, activityData: { contactId }, timestamp: at })
      .returning({ id: userActivity.id });
    if (!row) throw new Error("The card was not counted");
    return { reservationId: row.id, family, at };
  });
}

/**
 * Mails one card to one of the family's own contacts. With a mail server the card is a job tried
 * again with back-off; if every try fails, the family is told by mail and in the app, and the
 * card no longer counts. If it cannot even be handed over, nothing is counted and the answer says so.
 * The card's own words and that notice are written in `language` (the request's) when the card
 * is sent: a job keeps the mail as written.
 */
export async function sendGreetingCard(
  deps: GreetingCardDeps,
  userId: string,
  body: TSendGreetingCardBody,
  language: Language,
): Promise<TGreetingCardSent> {
  requireKindWords(
    [body.subject, body.customMessage, body.imageDescription],
    GREETING_CARD_MESSAGES.unkind,
  );
  requireNoPersonalDetails([body.subject, body.customMessage]);
  const contact = await findRecipient(deps.db, userId, body);
  const card = await readCardPng(body.greetingCardBase64);
  const { reservationId, family, at } = await reserveCard(deps, userId, contact.id);
  // The card is the child's; a reply goes to the parent.
  const fromName = senderName(await childNameOf(deps.db, userId), family.username);
  const parentName = family.firstName?.trim() || family.username;
  const mail = greetingCardMail({
    to: { name: contact.name, address: contact.email },
    replyTo: { name: parentName, address: family.email },
    fromName,
    subject: body.subject || mailWordsFor(language).greetingCard.defaultSubject,
    message: body.customMessage ?? "",
    imageDescription: body.imageDescription ?? "",
    card,
    language,
  });
  try {
    await deps.mail.sendOrTell(mail, {
      notice: cardNotDeliveredMail({
        to: family.email,
        greetingName: parentName,
        recipientName: contact.name,
        subject: mail.subject,
        url: `${deps.linkBase.replace(/\/+$/, "")}/contacts`,
        language,
      }),
      countedActivityId: reservationId,
      card: { userId, recipientName: contact.name, subject: mail.subject },
    });
  } catch (error) {
    await deps.db.delete(userActivity).where(eq(userActivity.id, reservationId));
    deps.log.warn({ err: error, contactId: contact.id }, "greeting card not sent");
    throw new AppError(502, GREETING_CARD_MESSAGES.mailFailed, "Send Failed");
  }
  return {
    message: `Your card is on its way to ${contact.name}!`,
    recipientName: contact.name,
    sentAt: at.toISOString(),
  };
}
