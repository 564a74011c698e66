import { and, asc, desc, eq } from "drizzle-orm";
import {
  FAMILY_LIST_MAX,
  type TFamilyConnections,
  type TFamilyRequests,
} from "../../shared/contracts/family";
import type { Database } from "../db/client";
import { familyBlocks, familyConnections, messages, users } from "../db/schema";
import type { MediaStore } from "../media/media-store";
import { presentMessage } from "../messages/message-presenter";
import { selectMessages } from "../messages/message-query";

/** How many waiting messages a grown-up's list shows at most. */
const REQUESTS_SHOWN_MAX = 200;

/** The messages waiting for a grown-up, grouped by the family that sent them, oldest first. */
export async function listRequests(
  deps: { db: Database; media: Pick<MediaStore, "urlFor"> },
  userId: string,
): Promise<TFamilyRequests> {
  const rows = await selectMessages(deps.db)
    .where(and(eq(messages.toUserId, userId), eq(messages.delivery, "request")))
    .orderBy(asc(messages.sentAt), asc(messages.id))
    .limit(REQUESTS_SHOWN_MAX);
  const byFamily = new Map<string, TFamilyRequests["requests"][number]>();
  for (const row of rows) {
    const message = presentMessage(row, deps.media);
    const request = byFamily.get(message.from.username) ?? { family: message.from, messages: [] };
    request.messages.push(message);
    byFamily.set(message.from.username, request);
  }
  return { requests: [...byFamily.values()] };
}

/** The families this one is connected with and the ones it blocked, newest first. */
export async function listConnections(
  deps: { db: Database },
  userId: string,
): Promise<TFamilyConnections> {
  const person = { username: users.username, firstName: users.firstName };
  const [connected, blocked] = await Promise.all([
    deps.db
      .select({ family: person, since: familyConnections.createdAt })
      .from(familyConnections)
      .innerJoin(users, eq(users.id, familyConnections.otherUserId))
      .where(eq(familyConnections.userId, userId))
      .orderBy(desc(familyConnections.createdAt))
      .limit(FAMILY_LIST_MAX),
    deps.db
      .select({ family: person, since: familyBlocks.createdAt })
      .from(familyBlocks)
      .innerJoin(users, eq(users.id, familyBlocks.blockedUserId))
      .where(eq(familyBlocks.userId, userId))
      .orderBy(desc(familyBlocks.createdAt))
      .limit(FAMILY_LIST_MAX),
  ]);
  const present = (row: {
    family: { username: string; firstName: string | null };
    since: Date;
  }) => ({
    family: row.family,
    since: row.since.toISOString(),
  });
  return { connections: connected.map(present), blocked: blocked.map(present) };
}
