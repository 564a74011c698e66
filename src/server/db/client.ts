import { rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../config";
import { pgliteChangeFeed, type ChangeFeed } from "./change-feed";
import { preparePgliteDir } from "./prepare-pglite-dir";
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

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server of its own; PGlite zeroes
 * all of it at start, in the app's own memory. This app's tables are small, and pages outside the
 * buffers are still read from the operating system's file cache.
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

const migrationsFolder = () => path.join(projectRoot(), "drizzle");

/** Opens the database and applies every pending migration before answering. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { pgliteDir } = options;
  if (pgliteDir) {
    await preparePgliteDir(pgliteDir, {
      templateDir: options.pgliteTemplateDir,
      setUp: createPgliteTemplate,
    });
  }
  const client = new PGlite(pgliteDir, { ...PGLITE_OPTIONS, loadDataDir: options.pgliteTemplate });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    changes: pgliteChangeFeed(client),
    close: () => client.close(),
  };
}

/** The advisory lock migrations run under (any fixed number the app uses for nothing else). */
const MIGRATION_LOCK = 7_361_924_025;

/** The PostgreSQL client is loaded only when used: most installs never need it. */
async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzle(pool, { schema });
  // Processes starting together on an empty database take turns: unlocked, two would create the
  // same tables at once and one would die (a duplicate key in pg_type).
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return {
    db: db as unknown as Database,
    kind: "postgres",
    changes: null,
    close: () => pool.end(),
  };
}

/** Sets up and migrates a PGlite data folder in `dir`, to copy for new data folders. */
export async function createPgliteTemplate(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const client = new PGlite(dir, PGLITE_OPTIONS);
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  await client.close();
}

/** A dump of a freshly migrated in-memory PGlite, to start other instances from. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite(PGLITE_OPTIONS);
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}
