import {
  ZSupportStatus,
  ZSupportSubject,
  type TSupportSubmission,
} from "../../shared/contracts/support";
import type { supportSubmissions } from "../db/schema";

type SupportRow = typeof supportSubmissions.$inferSelect;

/** A stored submission as the admin inbox shows it. */
export function presentSupportSubmission(row: SupportRow): TSupportSubmission {
  return {
    id: row.id,
    email: row.email,
    subject: ZSupportSubject.parse(row.subject),
    message: row.message,
    status: ZSupportStatus.parse(row.status),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
