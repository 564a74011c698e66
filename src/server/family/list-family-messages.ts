import { and, eq, notInArray } from "drizzle-orm";
import type {
  TGrownUpBox,
  TGrownUpMessagePage,
  TGrownUpMessageStatus,
} from "../../shared/contracts/family";
import type { TMessageListQuery } from "../../shared/contracts/messages";
import { messages } from "../db/schema";
import { pageOfMessages } from "../messages/list-messages";
import type { MessageDeps } from "../messages/message-deps";
import { deliveryAsSenderSees, presentMessage } from "../messages/message-presenter";
import type { MessageRow } from "../messages/message-query";

/**
 * The family's own messages in one direction, for its grown-up: received (all but the requests
 * still waiting, which the requests list shows) or sent, also the ones the inbox or Sent no longer
 * shows, as long as they are kept. Only the family's own: `userId` is the signed-in family.
 */
const OWN = {
  received: (userId: string) =>
    and(eq(messages.toUserId, userId), notInArray(messages.delivery, ["request", "withheld"])),
  sent: (userId: string) => eq(messages.fromUserId, userId),
} as const;

function statusOf(box: TGrownUpBox, { message }: MessageRow): TGrownUpMessageStatus {
  if (box === "sent") {
    if (message.deletedBySender === "true") return "deleted";
    return deliveryAsSenderSees(message.delivery);
  }
  if (message.reportedAt) return "reported";
  if (message.delivery === "declined") return "declined";
  return message.deletedByRecipient === "true" ? "deleted" : "delivered";
}

/** One page, newest first; `nextCursor` continues with older messages. */
export async function listFamilyMessages(
  deps: Pick<MessageDeps, "db" | "media">,
  userId: string,
  box: TGrownUpBox,
  query: TMessageListQuery,
): Promise<TGrownUpMessagePage> {
  const { rows, nextCursor } = await pageOfMessages(deps, OWN[box](userId), query);
  return {
    messages: rows.map((row) => ({
      ...presentMessage(row, deps.media),
      status: statusOf(box, row),
    })),
    nextCursor,
  };
}
