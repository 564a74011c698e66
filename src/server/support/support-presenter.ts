import { eq } from "drizzle-orm";
import {
  ZSupportStatus,
  ZSupportSubject,
  type TSupportSubmission,
} from "../../shared/contracts/support";
import type { Database } from "../db/client";
import { supportSubmissions, users } from "../db/schema";

/** Submissions with the account a safety report names, so the admin can block it from there. */
export function selectSubmissions(db: Pick<Database, "select">) {
  return db
    .select({
      submission: supportSubmissions,
      reported: { id: users.id, username: users.username, blockedAt: users.blockedAt },
    })
    .from(supportSubmissions)
    .leftJoin(users, eq(users.id, supportSubmissions.reportedUserId));
}

type SupportRow = Awaited<ReturnType<ReturnType<typeof selectSubmissions>["execute"]>>[number];

/** A stored submission as the admin inbox shows it. */
export function presentSupportSubmission({ submission, reported }: SupportRow): TSupportSubmission {
  return {
    id: submission.id,
    email: submission.email,
    subject: ZSupportSubject.parse(submission.subject),
    message: submission.message,
    status: ZSupportStatus.parse(submission.status),
    reportedAccount: reported
      ? { id: reported.id, username: reported.username, isBlocked: reported.blockedAt !== null }
      : null,
    createdAt: submission.createdAt.toISOString(),
    updatedAt: submission.updatedAt.toISOString(),
  };
}
