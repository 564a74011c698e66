import { and, asc, countDistinct, desc, eq, inArray } from "drizzle-orm";
import {
  FAMILY_LIST_MAX,
  REQUEST_PAGE_SIZE,
  type TFamilyConnections,
  type TFamilyRequests,
} from "../../shared/contracts/family";
import type { Database } from "../db/client";
import { appSettings, familyBlocks, familyConnections, messages, users } from "../db/schema";
import type { MediaStore } from "../media/media-store";
import { presentMessage } from "../messages/message-presenter";
import { olderThanCursor, pageWithCursor } from "../messages/message-cursor";
import { exactSentAt, selectMessages } from "../messages/message-query";
import type { TMessageListQuery } from "../../shared/contracts/messages";

/** The requests waiting for `userId`'s grown-up. */
const waitingFor = (userId: string) =>
  and(eq(messages.toUserId, userId), eq(messages.delivery, "request"));

/**
 * The requests waiting for a grown-up, one per family, the newest request first (by its newest
 * message), a page at a time, with how many families wait in all; each family's messages oldest
 * first (at most REQUEST_MESSAGES_KEPT are kept).
 */
export async function listRequests(
  deps: { db: Database; media: Pick<MediaStore, "urlFor"> },
  userId: string,
  query: TMessageListQuery,
): Promise<TFamilyRequests> {
  const { db } = deps;
  const limit = query.limit ?? REQUEST_PAGE_SIZE;
  const newest = db
    .selectDistinctOn([messages.fromUserId], {
      fromUserId: messages.fromUserId,
      sentAt: messages.sentAt,
      id: messages.id,
      sentAtExact: exactSentAt().as("sent_at_exact"),
    })
    .from(messages)
    .where(waitingFor(userId))
    .orderBy(messages.fromUserId, desc(messages.sentAt), desc(messages.id))
    .as("newest");
  const [families, [counted]] = await Promise.all([
    db
      .select()
      .from(newest)
      .where(olderThanCursor(query.cursor, newest.sentAt, newest.id))
      .orderBy(desc(newest.sentAt), desc(newest.id))
      .limit(limit + 1),
    db
      .select({ total: countDistinct(messages.fromUserId) })
      .from(messages)
      .where(waitingFor(userId)),
  ]);
  const { page, nextCursor } = pageWithCursor(families, limit, (last) => ({
    sentAt: last.sentAtExact,
    id: last.id,
  }));
  const rows =
    page.length > 0
      ? await selectMessages(db)
          .where(
            and(
              waitingFor(userId),
              inArray(
                messages.fromUserId,
                page.map((family) => family.fromUserId),
              ),
            ),
          )
          .orderBy(asc(messages.sentAt), asc(messages.id))
      : [];
  const requests = page.flatMap(({ fromUserId }) => {
    const own = rows
      .filter((row) => row.message.fromUserId === fromUserId)
      .map((row) => presentMessage(row, deps.media));
    return own[0] ? [{ family: own[0].from, messages: own }] : [];
  });
  return { requests, nextCursor, total: counted?.total ?? 0 };
}

/** The families this one is connected with and the ones it blocked, newest first. */
export async function listConnections(
  deps: { db: Database },
  userId: string,
): Promise<TFamilyConnections> {
  const person = { username: users.username, childName: appSettings.childName };
  const [connected, blocked] = await Promise.all([
    deps.db
      .select({ family: person, since: familyConnections.createdAt })
      .from(familyConnections)
      .innerJoin(users, eq(users.id, familyConnections.otherUserId))
      .leftJoin(appSettings, eq(appSettings.userId, users.id))
      .where(eq(familyConnections.userId, userId))
      .orderBy(desc(familyConnections.createdAt))
      .limit(FAMILY_LIST_MAX),
    deps.db
      .select({ family: person, since: familyBlocks.createdAt })
      .from(familyBlocks)
      .innerJoin(users, eq(users.id, familyBlocks.blockedUserId))
      .leftJoin(appSettings, eq(appSettings.userId, users.id))
      .where(eq(familyBlocks.userId, userId))
      .orderBy(desc(familyBlocks.createdAt))
      .limit(FAMILY_LIST_MAX),
  ]);
  const present = (row: {
    family: { username: string; childName: string | null };
    since: Date;
  }) => ({
    family: row.family,
    since: row.since.toISOString(),
  });
  return { connections: connected.map(present), blocked: blocked.map(present) };
}
