import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TDailyCount } from "../../shared/contracts/admin";
import type { Database } from "../db/client";
import type { ReportingPeriod } from "./reporting-period";

/**
 * Rows of `table` per trend day, zeros included. One index range count per day: cheaper than
 * grouping every row of the week by a formatted date.
 */
export async function dailyCounts(
  db: Database,
  table: PgTable,
  column: AnyPgColumn,
  period: ReportingPeriod,
): Promise<TDailyCount[]> {
  const start = sql`${period.trendStart.toISOString()}::timestamptz + day * interval '24 hours'`;
  const rows = await db
    .select({
      day: sql<number>`day`,
      count: sql<number>`(select count(*)::int from ${table}
        where ${column} >= ${start} and ${column} < ${start} + interval '24 hours')`,
    })
    .from(sql`generate_series(0, ${period.trendDays.length - 1}) as day`);
  const counts = new Map(rows.map((row) => [Number(row.day), Number(row.count)]));
  return period.trendDays.map((date, day) => ({ date, count: counts.get(day) ?? 0 }));
}
