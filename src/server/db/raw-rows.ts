import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/** The rows a raw SQL query answers, on PGlite and PostgreSQL alike (both answer `{rows}`). */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
