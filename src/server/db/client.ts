import { existsSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectRoot } from "../config";
import { pgliteChangeFeed, type ChangeFeed } from "./change-feed";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Change announcements heard at commit: the embedded database only (see change-feed.ts). */
  changes: ChangeFeed | null;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite folder; in memory when absent. */
  pgliteDir?: string | undefined;
  /** A PGlite data-folder dump to start from (tests start from a migrated one). */
  pgliteTemplate?: Blob | undefined;
  /**
   * A set-up PGlite data folder (`npm run build` makes one) copied into place when `pgliteDir`
   * does not exist yet: PGlite's own first set-up takes seconds and leaves the process with
   * hundreds of megabytes it never gives back.
   */
  pgliteTemplateDir?: string | undefined;
}

/** Where `npm run build` leaves a set-up PGlite data folder, from the project root. */
export const PGLITE_TEMPLATE_DIR = "dist/db-template";

const migrationsFolder = () => path.join(projectRoot(), "drizzle");

/** Opens the database and applies every pending migration before answering. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      changes: null,
      close: () => pool.end(),
    };
  }
  const { pgliteDir, pgliteTemplateDir } = options;
  if (pgliteDir && pgliteTemplateDir && !existsSync(pgliteDir) && existsSync(pgliteTemplateDir)) {
    await cp(pgliteTemplateDir, pgliteDir, { recursive: true });
  }
  const client = new PGlite(pgliteDir, { loadDataDir: options.pgliteTemplate });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    changes: pgliteChangeFeed(client),
    close: () => client.close(),
  };
}

/** Sets up and migrates a PGlite data folder in `dir`, to copy for new data folders. */
export async function createPgliteTemplate(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const client = new PGlite(dir);
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  await client.close();
}

/** A dump of a freshly migrated in-memory PGlite, to start other instances from. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}
