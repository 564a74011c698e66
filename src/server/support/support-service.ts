import { count, desc, eq } from "drizzle-orm";
import {
  SUPPORT_INBOX_LIMIT,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECTS,
  type TSupportBody,
  type TSupportInbox,
  type TSupportReceipt,
  type TSupportStatus,
  type TSupportSubject,
  type TSupportSubmission,
} from "../../shared/contracts/support";
import type { Database } from "../db/client";
import { supportSubmissions } from "../db/schema";
import { notFound } from "../lib/app-error";
import type { RateLimiter, RateRule } from "../lib/rate-limiter";
import { presentSupportSubmission, selectSubmissions } from "./support-presenter";

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

/** Stores a visitor's or user's message as `open`. */
export async function submitSupportMessage(
  deps: SupportDeps,
  input: { body: TSupportBody; ipAddress: string },
): Promise<TSupportReceipt> {
  await deps.limiter.consume(SUPPORT_RATE_RULE, input.ipAddress);
  const at = deps.now();
  const [row] = await deps.db
    .insert(supportSubmissions)
    .values({ ...input.body, status: "open", createdAt: at, updatedAt: at })
    .returning({ id: supportSubmissions.id });
  if (!row) throw new Error("The support message was not stored");
  return { id: row.id, message: SUPPORT_MESSAGES.sent };
}

/** The newest submissions (of one subject when given) and the counts behind every filter card. */
export async function supportInbox(
  deps: Pick<SupportDeps, "db">,
  subject: TSupportSubject | undefined,
): Promise<TSupportInbox> {
  const [rows, counted] = await Promise.all([
    selectSubmissions(deps.db)
      .where(subject ? eq(supportSubmissions.subject, subject) : undefined)
      .orderBy(desc(supportSubmissions.createdAt), desc(supportSubmissions.id))
      .limit(SUPPORT_INBOX_LIMIT),
    deps.db
      .select({ subject: supportSubmissions.subject, count: count() })
      .from(supportSubmissions)
      .groupBy(supportSubmissions.subject),
  ]);
  const counts = { all: 0, user_assistance: 0, wish_list: 0, ideas_sharing: 0, safety_report: 0 };
  for (const row of counted) {
    counts.all += row.count;
    if ((SUPPORT_SUBJECTS as readonly string[]).includes(row.subject)) {
      counts[row.subject as TSupportSubject] += row.count;
    }
  }
  return { submissions: rows.map(presentSupportSubmission), counts };
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
    ? await selectSubmissions(deps.db).where(eq(supportSubmissions.id, updated.id))
    : [];
  if (!row) throw notFound("That support message was not found.");
  return presentSupportSubmission(row);
}
