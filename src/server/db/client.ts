import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectRoot } from "../config";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite folder; in memory when absent. */
  pgliteDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests start from a migrated one). */
  pgliteTemplate?: Blob | undefined;
}

const migrationsFolder = () => path.join(projectRoot(), "drizzle");

/** Opens the database and applies every pending migration before answering. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const client = new PGlite(options.pgliteDir, { loadDataDir: options.pgliteTemplate });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/** A dump of a freshly migrated in-memory PGlite, to start other instances from. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}
