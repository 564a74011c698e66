import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { familyBlocks, familyConnections, supportSubmissions, users } from "../db/schema";

/**
 * The family's part of who may reach the child, for the export: the families it is connected
 * with, the ones it blocked (by username, with the day), and the safety reports it filed.
 */
export async function collectFamilyTies(db: Database, userId: string) {
  const [connectionRows, blockRows, reportRows] = await Promise.all([
    db
      .select({ family: users.username, since: familyConnections.createdAt })
      .from(familyConnections)
      .innerJoin(users, eq(users.id, familyConnections.otherUserId))
      .where(eq(familyConnections.userId, userId))
      .orderBy(asc(familyConnections.createdAt)),
    db
      .select({ family: users.username, since: familyBlocks.createdAt })
      .from(familyBlocks)
      .innerJoin(users, eq(users.id, familyBlocks.blockedUserId))
      .where(eq(familyBlocks.userId, userId))
      .orderBy(asc(familyBlocks.createdAt)),
    db
      .select({
        message: supportSubmissions.message,
        status: supportSubmissions.status,
        createdAt: supportSubmissions.createdAt,
      })
      .from(supportSubmissions)
      .where(
        and(
          eq(supportSubmissions.reporterUserId, userId),
          eq(supportSubmissions.subject, "safety_report"),
        ),
      )
      .orderBy(asc(supportSubmissions.createdAt)),
  ]);
  const dated = <T extends { since: Date }>(row: T) => ({ ...row, since: row.since.toISOString() });
  return {
    connections: connectionRows.map(dated),
    blocks: blockRows.map(dated),
    safetyReports: reportRows.map((row) => ({
      ...row,
      message: withoutAddresses(row.message),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * A safety report's text with any e-mail address left out: reports filed before they named
 * families by username alone held both families' addresses, and no family sees another's.
 */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s()<>]+@[^\s()<>]+/g, "(address left out)");
}
