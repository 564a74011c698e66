import { and, eq } from "drizzle-orm";
import {
  FAMILY_TEXT,
  REPORT_UNDO_SECONDS,
  type TFamilyAnswer,
} from "../../shared/contracts/family";
import { messages, supportSubmissions } from "../db/schema";
import { conflict, notFound } from "../lib/app-error";
import type { MessageDeps } from "./message-deps";

/** A tap on Undo in the last second still arrives after the window closed on screen. */
const NETWORK_GRACE_MS = 5_000;

/**
 * Undo of a Report (issue 36), by the family that reported, within the undo window: the message
 * is back in the inbox and its Safety report leaves the admin's inbox. A report is filed at once
 * (`report-message.ts`), so a page closed during the window never loses it.
 */
export async function undoReport(
  deps: Pick<MessageDeps, "db" | "now">,
  userId: string,
  messageId: string,
): Promise<TFamilyAnswer> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.toUserId, userId)))
      .for("update");
    const reportedAt = row?.reportedAt;
    if (!row || !reportedAt) throw notFound(FAMILY_TEXT.noReportToUndo);
    if (row.delivery === "request") throw conflict(FAMILY_TEXT.requestReportStays);
    if (at.getTime() - reportedAt.getTime() > REPORT_UNDO_SECONDS * 1000 + NETWORK_GRACE_MS) {
      throw conflict(FAMILY_TEXT.reportUndoTooLate);
    }
    await tx
      .update(messages)
      .set({ deletedByRecipient: "false", reportedAt: null })
      .where(eq(messages.id, messageId));
    // The report was filed in the same transaction as reportedAt, with the same time.
    await tx
      .delete(supportSubmissions)
      .where(
        and(
          eq(supportSubmissions.subject, "safety_report"),
          eq(supportSubmissions.reporterUserId, userId),
          eq(supportSubmissions.reportedUserId, row.fromUserId),
          eq(supportSubmissions.createdAt, reportedAt),
        ),
      );
  });
  return { message: FAMILY_TEXT.reportUndone };
}
