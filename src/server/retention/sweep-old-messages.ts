import { and, inArray, lt } from "drizzle-orm";
import { daysBefore, monthsBefore, RETENTION } from "../../shared/retention";
import type { Database } from "../db/client";
import { familyDeclines, messages } from "../db/schema";

/**
 * Messages (delivered or still waiting as a request) go 12 months after they were sent, and a
 * declined or blocked request, and a message withheld from a family that blocked its sender
 * (the sender's copy), 30 days after the answer, with the memory of a decline. Answers how many went.
 */
export async function sweepOldMessages(db: Database, now: Date): Promise<number> {
  const old = await db
    .delete(messages)
    .where(lt(messages.sentAt, monthsBefore(now, RETENTION.messagesMonths)))
    .returning({ id: messages.id });
  const declined = await db
    .delete(messages)
    .where(
      and(
        inArray(messages.delivery, ["declined", "withheld"]),
        lt(messages.decidedAt, daysBefore(now, RETENTION.declinedRequestsDays)),
      ),
    )
    .returning({ id: messages.id });
  const declines = await db
    .delete(familyDeclines)
    .where(lt(familyDeclines.declinedAt, daysBefore(now, RETENTION.declinedRequestsDays)))
    .returning({ id: familyDeclines.userId });
  return old.length + declined.length + declines.length;
}
