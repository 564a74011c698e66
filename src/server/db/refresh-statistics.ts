import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { rawRows } from "./raw-rows";

/** How often the embedded database's planner statistics are looked at. */
export const STATISTICS_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Analyses every table changed by more than 50 rows plus a tenth of its size since it was last
 * analysed (PostgreSQL autovacuum's own rule), so the planner picks the right index. A
 * PostgreSQL server's autovacuum does this by itself; the embedded PGlite has no background
 * workers, so the server does it at start and every ten minutes. Answers the tables analysed.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  const stale = await rawRows<{ relname: string }>(
    db,
    sql`select relname from pg_stat_user_tables where n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
  );
  const tables = stale.map((row) => row.relname);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}
