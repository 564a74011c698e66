import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  SUPPORT_INBOX_LIMIT,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECTS,
  ZSupportCounts,
  type TSupportBody,
  type TSupportInbox,
  type TSupportQuery,
  type TSupportReceipt,
  type TSupportStatus,
  type TSupportSubmission,
} from "../../shared/contracts/support";
import type { Database } from "../db/client";
import { supportSubmissions } from "../db/schema";
import { notFound } from "../lib/app-error";
import type { RateLimiter, RateRule } from "../lib/rate-limiter";
import {
  isPriority,
  presentSupportSubmission,
  selectSubmissions,
  submissionSender,
} from "./support-presenter";

export interface SupportDeps {
  db: Database;
  limiter: RateLimiter;
  now: () => Date;
}

/** Messages one address may send in an hour: plenty for a family, too few for a flood. */
export const SUPPORT_RATE_RULE: RateRule = {
  name: "support:address",
  max: 10,
  windowMs: 60 * 60 * 1000,
  message: "That's a lot of messages! Please wait {wait} before sending another one.",
};

/**
 * Stores a visitor's or user's message as `open`, with the signed-in family who wrote it (whose
 * plan may give it priority support).
 */
export async function submitSupportMessage(
  deps: SupportDeps,
  input: { body: TSupportBody; ipAddress: string; senderUserId: string | undefined },
): Promise<TSupportReceipt> {
  await deps.limiter.consume(SUPPORT_RATE_RULE, input.ipAddress);
  const at = deps.now();
  const [row] = await deps.db
    .insert(supportSubmissions)
    .values({
      ...input.body,
      senderUserId: input.senderUserId ?? null,
      status: "open",
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: supportSubmissions.id });
  if (!row) throw new Error("The support message was not stored");
  return { id: row.id, message: SUPPORT_MESSAGES.sent };
}

/** The submissions still waiting for an answer: a paying family's of these come first. */
const WAITING_STATUSES: readonly TSupportStatus[] = ["open", "in_progress"];

/**
 * The inbox (of one subject, or only priority support, when asked): waiting (open or in progress)
 * safety reports first, then a paying family's waiting messages, then everything newest first;
 * and the counts behind every filter card, whatever the filter.
 */
export async function supportInbox(
  deps: Pick<SupportDeps, "db" | "now">,
  query: TSupportQuery,
): Promise<TSupportInbox> {
  const now = deps.now();
  const priority = isPriority(now);
  const isWaiting = inArray(supportSubmissions.status, [...WAITING_STATUSES]);
  const [rows, [counted]] = await Promise.all([
    selectSubmissions(deps.db, now)
      .where(
        and(
          query.subject ? eq(supportSubmissions.subject, query.subject) : undefined,
          query.priority ? priority : undefined,
        ),
      )
      .orderBy(
        // A child's safety is never a paid extra: a waiting safety report, from any family,
        // stays above everything; then a paying family's waiting messages; then by date.
        desc(sql`(${supportSubmissions.subject} = 'safety_report' and ${isWaiting})`),
        desc(sql`(${priority} and ${isWaiting})`),
        desc(supportSubmissions.createdAt),
        desc(supportSubmissions.id),
      )
      .limit(SUPPORT_INBOX_LIMIT),
    deps.db
      .select({
        all: count(),
        priority: sql<number>`count(*) filter (where ${priority})`.mapWith(Number),
        ...Object.fromEntries(
          SUPPORT_SUBJECTS.map((subject) => [
            subject,
            sql<number>`count(*) filter (where ${supportSubmissions.subject} = ${subject})`.mapWith(
              Number,
            ),
          ]),
        ),
      })
      .from(supportSubmissions)
      .leftJoin(submissionSender, eq(submissionSender.id, supportSubmissions.senderUserId)),
  ]);
  return { submissions: rows.map(presentSupportSubmission), counts: ZSupportCounts.parse(counted) };
}

/** Any status from any status (spec §4). */
export async function setSupportStatus(
  deps: Pick<SupportDeps, "db" | "now">,
  input: { id: string; status: TSupportStatus },
): Promise<TSupportSubmission> {
  const [updated] = await deps.db
    .update(supportSubmissions)
    .set({ status: input.status, updatedAt: deps.now() })
    .where(eq(supportSubmissions.id, input.id))
    .returning({ id: supportSubmissions.id });
  const [row] = updated
    ? await selectSubmissions(deps.db, deps.now()).where(eq(supportSubmissions.id, updated.id))
    : [];
  if (!row) throw notFound("That support message was not found.");
  return presentSupportSubmission(row);
}
