import { z } from "zod";
import { ZEmail } from "./auth";
import { PLAN_IDS } from "../plan-table";
import { ZRecordIdParams, zText } from "./text";

/**
 * Contact & Support (spec core.md §2, §3, §4, §5, §8).
 *
 * Calls:
 * - POST  /api/support                        ZSupportBody → 201 ZSupportReceipt | 400 | 429
 * - GET   /api/site-info                      → 200 ZSiteInfo (the contact page's footer)
 * - GET   /api/admin/support[?subject=][&priority=true] → 200 ZSupportInbox | 401 | 429 | 503
 *   (admin; a paying family's waiting messages first, see docs/admin.md "Priority support")
 * - PATCH /api/admin/support/{id}/status      ZSupportStatusBody → 200 ZSupportSubmission | 400 | 404
 * - POST  /api/admin/users/{id}/block          → 200 ZAccountBlock | 404 (admin; ends its sessions)
 * - DELETE /api/admin/users/{id}/block         → 200 ZAccountBlock | 404 (admin)
 */

/** What a person may choose on the contact form. */
export const SUPPORT_FORM_SUBJECTS = ["user_assistance", "wish_list", "ideas_sharing"] as const;
/** Every subject in the admin inbox: the form's, and safety reports filed by the Report button. */
export const SUPPORT_SUBJECTS = [...SUPPORT_FORM_SUBJECTS, "safety_report"] as const;
const SUBJECT_ERROR = "Please choose a subject: User Assistance, Wish List or Ideas Sharing.";
export const ZSupportFormSubject = z.enum(SUPPORT_FORM_SUBJECTS, { error: SUBJECT_ERROR });
export const ZSupportSubject = z.enum(SUPPORT_SUBJECTS, { error: SUBJECT_ERROR });
export type TSupportSubject = z.infer<typeof ZSupportSubject>;

export const SUPPORT_SUBJECT_LABELS: Readonly<Record<TSupportSubject, string>> = {
  user_assistance: "User Assistance",
  wish_list: "Wish List",
  ideas_sharing: "Ideas Sharing",
  safety_report: "Safety report",
};

export const SUPPORT_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export const ZSupportStatus = z.enum(SUPPORT_STATUSES, {
  error: "The status must be open, in_progress, resolved or closed.",
});
export type TSupportStatus = z.infer<typeof ZSupportStatus>;

export const SUPPORT_STATUS_LABELS: Readonly<Record<TSupportStatus, string>> = {
  open: "Open",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};

export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

export const SUPPORT_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please fill in all fields.",
  sentTitle: "Submit Successfully",
  /** The spec's success toast after the form is sent. */
  sentToast: "Message Sent!",
  sent: "Thank you! We read every message and will reply by email.",
  failedTitle: "Failed to Send",
  failed: "Please try again later.",
  messageTooLong: `Please keep your message under ${SUPPORT_MESSAGE_MAX_LENGTH} letters.`,
} as const;

/** A required text field: empty answers the spec's 'Please fill in all fields.' */
const filledIn = () => zText(SUPPORT_MESSAGES.missing).trim().min(1, SUPPORT_MESSAGES.missing);

export const ZSupportBody = z.object({
  email: filledIn().pipe(ZEmail),
  subject: filledIn().pipe(ZSupportFormSubject),
  message: filledIn().max(SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES.messageTooLong),
});
export type TSupportBody = z.infer<typeof ZSupportBody>;

export const ZSupportReceipt = z.object({ id: z.string(), message: z.string() });
export type TSupportReceipt = z.infer<typeof ZSupportReceipt>;

export const ZSupportSubmission = z.object({
  id: z.string(),
  email: z.string(),
  subject: ZSupportSubject,
  message: z.string(),
  status: ZSupportStatus,
  /**
   * Written by a signed-in family whose plan today includes priority support (Premium,
   * Platinum): shown first while it waits, marked Priority.
   */
  isPriority: z.boolean(),
  /** The plan today of the signed-in family who wrote it; null when sent signed out. */
  senderPlan: z.enum(PLAN_IDS).nullable(),
  /** A safety report's reported account, which the admin may block. */
  reportedAccount: z
    .object({ id: z.string(), username: z.string(), isBlocked: z.boolean() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSupportSubmission = z.infer<typeof ZSupportSubmission>;

/** How many submissions each filter card holds, whatever the filter. */
export const ZSupportCounts = z.object({
  all: z.number().int().min(0),
  priority: z.number().int().min(0),
  user_assistance: z.number().int().min(0),
  wish_list: z.number().int().min(0),
  ideas_sharing: z.number().int().min(0),
  safety_report: z.number().int().min(0),
});
export type TSupportCounts = z.infer<typeof ZSupportCounts>;

/**
 * At most SUPPORT_INBOX_LIMIT submissions, a paying family's waiting ones first, then newest first;
 * and the counts behind every filter card.
 */
export const SUPPORT_INBOX_LIMIT = 200;
export const ZSupportInbox = z.object({
  submissions: z.array(ZSupportSubmission),
  counts: ZSupportCounts,
});
export type TSupportInbox = z.infer<typeof ZSupportInbox>;

export const ZSupportQuery = z.object({
  subject: ZSupportSubject.optional(),
  /** Only the messages of families with priority support. */
  priority: z.literal("true", { error: "Use priority=true or leave it out." }).optional(),
});
export type TSupportQuery = z.infer<typeof ZSupportQuery>;
export const ZSupportIdParams = ZRecordIdParams;
export const ZSupportStatusBody = z.object({ status: ZSupportStatus });
export type TSupportStatusBody = z.infer<typeof ZSupportStatusBody>;

/** Who runs the service, for the contact page's footer (configuration, see README). */
export const ZSiteInfo = z.object({
  companyName: z.string(),
  supportPhone: z.string().nullable(),
  supportAddress: z.string().nullable(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

export const ZAccountBlock = z.object({ id: z.string(), isBlocked: z.boolean() });
export type TAccountBlock = z.infer<typeof ZAccountBlock>;
