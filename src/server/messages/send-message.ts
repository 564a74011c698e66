import { randomUUID } from "node:crypto";
import { and, countDistinct, eq, gt, inArray } from "drizzle-orm";
import type { z } from "zod";
import {
  MESSAGE_TEXT,
  MESSAGES_PER_DAY,
  MESSAGES_PER_HOUR,
  type TMessage,
  type ZSendMessageBody,
} from "../../shared/contracts/messages";
import { appSettings, generatedImages, messages, users } from "../db/schema";
import {
  FAMILY_TEXT,
  NEW_REQUESTS_PER_DAY,
  REQUEST_MESSAGES_KEPT,
} from "../../shared/contracts/family";
import { waitingFrom } from "../family/answer-request";
import {
  areConnected,
  hasBlocked,
  hasDeclinedLately,
  isAccountBlocked,
  messagesEnabledFor,
} from "../family/family-ties";
import { forbidden, notFound } from "../lib/app-error";
import { kidSafeTextOf } from "../lib/require-kind-words";
import { requireNoPersonalDetails } from "../lib/require-no-personal-details";
import type { RateRule } from "../lib/rate-limiter";
import type { MessageDeps } from "./message-deps";
import { presentMessage, presentPicture } from "./message-presenter";
import { messagePictureColumns, selectMessages, type MessagePicture } from "./message-query";
import { resolveRecipient } from "./resolve-recipient";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** DESIGN decision 17: at most 30 messages an hour and 200 a day per family. */
export const MESSAGES_HOURLY_RULE: RateRule = {
  name: "messages:family:hour",
  max: MESSAGES_PER_HOUR,
  windowMs: HOUR_MS,
  message: MESSAGE_TEXT.tooManyPerHour,
};
export const MESSAGES_DAILY_RULE: RateRule = {
  name: "messages:family:day",
  max: MESSAGES_PER_DAY,
  windowMs: DAY_MS,
  message: MESSAGE_TEXT.tooManyPerDay,
};
/** Names that match no one, so the send call cannot be used to test address after address. */
export const RECIPIENT_MISSES_RULE: RateRule = {
  name: "messages:recipient-misses",
  max: 30,
  windowMs: HOUR_MS,
  message: "That's a lot of names we couldn't find! Please wait {wait} and try again.",
};

type TSendMessage = z.output<typeof ZSendMessageBody>;

/**
 * Sends a message from the signed-in family to a verified account found by username or e-mail.
 * The words pass the kid-safe filter, an attached picture must be the sender's own, and the
 * family's hourly and daily allowance is counted only for a message that is really sent.
 * Between connected families it is delivered; to any other family it waits as a request for a
 * grown-up there (DESIGN decision 19). A family that blocked the sender never sees it, and the
 * sender is told no more than that it waits. An e-mail address answers the same whether or not a
 * family has it: only a username that matches no one is a 404.
 */
export async function sendMessage(
  deps: MessageDeps,
  senderId: string,
  body: TSendMessage,
): Promise<TMessage> {
  const { db, limiter } = deps;
  const subject = kindWords(body.subject);
  const content = kindWords(body.content);
  requireNoPersonalDetails([subject, content]);
  if (await isAccountBlocked(db, senderId)) throw forbidden(FAMILY_TEXT.accountBlocked);
  if (!(await messagesEnabledFor(db, senderId))) throw forbidden(FAMILY_TEXT.messagesOffHere);
  const byAddress = isEmailAddress(body.toUserId);
  const recipient = await resolveRecipient(db, body.toUserId);
  if (!recipient && !byAddress) {
    await limiter.consume(RECIPIENT_MISSES_RULE, senderId);
    throw notFound(MESSAGE_TEXT.recipientNotFound);
  }
  if (recipient && (await hasBlocked(db, senderId, recipient.id))) {
    throw forbidden(FAMILY_TEXT.youBlockedThem);
  }
  const delivery = recipient ? await deliveryTo(deps, senderId, recipient.id) : null;
  // A family the sender is not connected with is never told apart from an address with no family.
  const isToStranger = byAddress && delivery !== "delivered";
  const isTakingMessages = recipient ? await messagesEnabledFor(db, recipient.id) : false;
  if (recipient && !isTakingMessages && !isToStranger) {
    throw forbidden(FAMILY_TEXT.messagesOffThere);
  }
  const attachedImageId = body.attachedImageId ?? null;
  const picture = attachedImageId ? await ownPicture(deps, senderId, attachedImageId) : null;
  if (attachedImageId && !picture) throw notFound(MESSAGE_TEXT.pictureNotYours);

  await consumeAllowance(limiter, senderId);
  try {
    const sent =
      recipient && delivery && isTakingMessages
        ? await storeMessage(deps, {
            senderId,
            recipientId: recipient.id,
            subject,
            content,
            attachedImageId,
            delivery,
          })
        : await undeliveredMessage(deps, { senderId, subject, content, attachedImageId }, picture);
    return isToStranger
      ? { ...sent, to: { username: body.toUserId.toLowerCase(), childName: null } }
      : sent;
  } catch (error) {
    await limiter.refund(MESSAGES_HOURLY_RULE, senderId);
    await limiter.refund(MESSAGES_DAILY_RULE, senderId);
    throw error;
  }
}

/** Counts a message against the family's hourly and daily allowance (both or neither). */
async function consumeAllowance(limiter: MessageDeps["limiter"], senderId: string) {
  await limiter.consume(MESSAGES_HOURLY_RULE, senderId);
  try {
    await limiter.consume(MESSAGES_DAILY_RULE, senderId);
  } catch (error) {
    await limiter.refund(MESSAGES_HOURLY_RULE, senderId);
    throw error;
  }
}

interface OutgoingMessage {
  senderId: string;
  subject: string;
  content: string;
  attachedImageId: string | null;
}

async function storeMessage(
  deps: MessageDeps,
  outgoing: OutgoingMessage & { recipientId: string; delivery: MessageDelivery },
): Promise<TMessage> {
  const { db } = deps;
  const [stored] = await db
    .insert(messages)
    .values({
      fromUserId: outgoing.senderId,
      toUserId: outgoing.recipientId,
      subject: outgoing.subject,
      content: outgoing.content,
      attachedImageId: outgoing.attachedImageId,
      delivery: outgoing.delivery,
      ...(outgoing.delivery === "withheld"
        ? { deletedByRecipient: "true", decidedAt: deps.now() }
        : {}),
      sentAt: deps.now(),
    })
    .returning({ id: messages.id });
  if (!stored) throw new Error("The message was not stored");
  const [row] = await selectMessages(db).where(eq(messages.id, stored.id));
  if (!row) throw new Error("The stored message was not found");
  return presentMessage(row, deps.media);
}

/**
 * What a stored message to a stranger would answer, for one that goes nowhere (an address with no
 * family, or a family not taking messages): the sender's side looks the same, nothing is kept.
 */
async function undeliveredMessage(
  deps: MessageDeps,
  outgoing: OutgoingMessage,
  picture: MessagePicture | null,
): Promise<TMessage> {
  const [from] = await deps.db
    .select({ username: users.username, childName: appSettings.childName })
    .from(users)
    .leftJoin(appSettings, eq(appSettings.userId, users.id))
    .where(eq(users.id, outgoing.senderId));
  if (!from) throw new Error("The sender was not found");
  return {
    id: randomUUID(),
    from,
    to: from,
    subject: outgoing.subject,
    content: outgoing.content,
    attachedImageId: outgoing.attachedImageId,
    attachedImage: picture ? presentPicture(picture, deps.media) : null,
    isRead: false,
    delivery: "waiting",
    sentAt: deps.now().toISOString(),
  };
}

/** Usernames cannot hold an "@", so a recipient with one is an e-mail address. */
const isEmailAddress = (usernameOrEmail: string) => usernameOrEmail.includes("@");

/**
 * Delivered between connected families, a request otherwise; withheld (kept as the sender's copy
 * only: the recipient keeps nothing of it) when the sender is blocked there, its request was
 * declined there less than 30 days ago, its request already holds REQUEST_MESSAGES_KEPT, or
 * NEW_REQUESTS_PER_DAY other families asked there in the last 24 hours.
 */
type MessageDelivery = Awaited<ReturnType<typeof deliveryTo>>;

async function deliveryTo(deps: MessageDeps, senderId: string, recipientId: string) {
  const { db } = deps;
  if (await areConnected(db, senderId, recipientId)) return "delivered" as const;
  if (await hasBlocked(db, recipientId, senderId)) return "withheld" as const;
  if (await hasDeclinedLately(db, recipientId, senderId, deps.now())) return "withheld" as const;
  const waiting = await db.$count(messages, waitingFrom(senderId, recipientId));
  if (waiting >= REQUEST_MESSAGES_KEPT) return "withheld" as const;
  if (waiting === 0 && (await newRequestsToday(deps, recipientId)) >= NEW_REQUESTS_PER_DAY) {
    return "withheld" as const;
  }
  return "request" as const;
}

/** How many families' requests reached `recipientId` in the last 24 hours (also answered ones). */
async function newRequestsToday(deps: MessageDeps, recipientId: string): Promise<number> {
  const [row] = await deps.db
    .select({ families: countDistinct(messages.fromUserId) })
    .from(messages)
    .where(
      and(
        eq(messages.toUserId, recipientId),
        inArray(messages.delivery, ["request", "declined"]),
        gt(messages.sentAt, new Date(deps.now().getTime() - DAY_MS)),
      ),
    );
  return row?.families ?? 0;
}

/** The filter's text (scary words softened), or a friendly 400 for rude words. */
function kindWords(text: string): string {
  return kidSafeTextOf(text, {
    message: MESSAGE_TEXT.kindWords,
    title: MESSAGE_TEXT.kindWordsTitle,
  });
}

async function ownPicture(
  deps: MessageDeps,
  userId: string,
  imageId: string,
): Promise<MessagePicture | null> {
  const [row] = await deps.db
    .select(messagePictureColumns)
    .from(generatedImages)
    .where(and(eq(generatedImages.id, imageId), eq(generatedImages.userId, userId)));
  return row ?? null;
}
