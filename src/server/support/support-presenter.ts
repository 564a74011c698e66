import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ZSupportStatus,
  ZSupportSubject,
  type TSupportSubmission,
} from "../../shared/contracts/support";
import { PLAN_LIST } from "../../shared/plan-table";
import { ZPlanId } from "../../shared/plans";
import type { Database } from "../db/client";
import { supportSubmissions, users } from "../db/schema";

const reported = alias(users, "reported");
/** The family who wrote a submission, signed in (`sender_user_id`). */
export const submissionSender = alias(users, "sender");
const sender = submissionSender;

/** The plans that include priority support (spec core.md §6: Premium and Platinum). */
const PRIORITY_PLAN_IDS = PLAN_LIST.filter((plan) => plan.hasPrioritySupport).map(
  (plan) => plan.id,
);

/**
 * Whether a submission's sender has priority support today: a signed-in family whose plan, as it
 * stands now, includes it (a plan past its end date that the sweep has not yet ended does not).
 * The plan today rather than at writing: docs/admin.md "Priority support" says why.
 */
export function isPriority(now: Date) {
  return sql<boolean>`coalesce(${and(
    inArray(sender.subscriptionPlan, PRIORITY_PLAN_IDS),
    or(isNull(sender.subscriptionEndDate), gt(sender.subscriptionEndDate, now)),
  )}, false)`;
}

/**
 * Submissions with their sender's plan (priority support) and the account a safety report
 * names, so the admin can block it from there.
 */
export function selectSubmissions(db: Pick<Database, "select">, now: Date) {
  return db
    .select({
      submission: supportSubmissions,
      isPriority: isPriority(now),
      senderPlan: sender.subscriptionPlan,
      reported: { id: reported.id, username: reported.username, blockedAt: reported.blockedAt },
    })
    .from(supportSubmissions)
    .leftJoin(sender, eq(sender.id, supportSubmissions.senderUserId))
    .leftJoin(reported, eq(reported.id, supportSubmissions.reportedUserId));
}

type SupportRow = Awaited<ReturnType<ReturnType<typeof selectSubmissions>["execute"]>>[number];

/** A stored submission as the admin inbox shows it. */
export function presentSupportSubmission(row: SupportRow): TSupportSubmission {
  const { submission, reported: account } = row;
  return {
    id: submission.id,
    email: submission.email,
    subject: ZSupportSubject.parse(submission.subject),
    message: submission.message,
    status: ZSupportStatus.parse(submission.status),
    isPriority: row.isPriority,
    senderPlan: row.senderPlan === null ? null : ZPlanId.parse(row.senderPlan),
    reportedAccount: account
      ? { id: account.id, username: account.username, isBlocked: account.blockedAt !== null }
      : null,
    createdAt: submission.createdAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
  };
}
