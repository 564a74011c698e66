import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp, type AppDependencies } from "../app";
import { loadConfig, type Config } from "../config";
import { dumpMigratedPglite, openDatabase, type Database } from "../db/client";
import { rawRows } from "../db/raw-rows";
import { openJobQueue } from "../jobs/open-job-queue";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL server
 * named by DATABASE_URL (so the same suite runs against both).
 */
export async function createTestApp(
  options: { env?: Record<string, string> } & Partial<Omit<AppDependencies, "config" | "db">> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "test-secret-that-is-long-enough-for-sessions",
    ...options.env,
  });
  const server = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : null;
  const database = await openDatabase(
    server ? { databaseUrl: server.url } : { pgliteTemplate: await migratedPgliteTemplate() },
  );
  const { env: _env, ...deps } = options;
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    // On PostgreSQL the jobs are kept in the scratch database, as DATABASE_URL would have them.
    openJobs: (log, db) => openJobQueue(server?.url, log, db),
    ...deps,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await server?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Lets a file share one app (building one takes about a second) while each test still starts as
 * on a fresh one: call it in `afterEach`. It empties every table — deleting rows rather than
 * truncating, so the database announces the changes (change-feed.ts) and the app forgets what it
 * kept in memory of them, a table before the ones it names — empties the media folder, and moves
 * `browser`'s address to one the app's in-memory request limits have not seen.
 */
export async function resetTestApp(t: Pick<TestApp, "db" | "config">): Promise<void> {
  for (const table of await tablesChildrenFirst(t.db)) {
    await t.db.execute(sql.raw(`delete from "${table}"`));
  }
  emptyFolder(t.config.mediaDir);
  testAddressIndex++;
}

function emptyFolder(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // never made: media kept in a bucket, or nothing stored yet
  }
  for (const name of names) rmSync(path.join(folder, name), { recursive: true, force: true });
}

async function tablesChildrenFirst(db: Database): Promise<string[]> {
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const references = await rawRows<{ child: string; parent: string }>(
    db,
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const { child, parent } of references) {
      if (parent.replaceAll('"', "") === table) visit(child.replaceAll('"', ""));
    }
    ordered.push(table);
  };
  tables.forEach(({ name }) => visit(name));
  return ordered;
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * Builds the migrated template ahead of the first test (use in `beforeAll`, which has a longer
 * timeout), so a slow, busy machine does not time out a file's first test — or, in a hook of its
 * own before the one building a file's shared app, that hook.
 */
export async function prepareTestDatabase(): Promise<void> {
  if (!process.env.DATABASE_URL) await migratedPgliteTemplate();
}

/** Migrating a fresh PGlite takes seconds; each test app starts from one migrated dump instead. */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= dumpMigratedPglite();
  return pgliteTemplate;
}

const OBJECT_IN_USE = "55006";

export async function createScratchDatabase(serverUrl: string) {
  const name = `dd_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /**
     * Waits for the app's closing connections to leave rather than forcing them out: a forced
     * drop makes those connections report an error after their test has finished.
     */
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`drop database if exists ${name}`);
            return;
          } catch (error) {
            const isInUse = (error as { code?: string }).code === OBJECT_IN_USE;
            if (!isInUse || attempt === 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** A browser-like cookie jar for `app.inject`. */
export class CookieJar {
  private cookies = new Map<string, string>();

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
  }

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
  }
}

let testAddressIndex = 0;
/**
 * The test's own addresses (documentation ranges), new after each `resetTestApp`: the visitor's
 * (203.0.113.7 in a file's first test) and a family's (198.51.100.50).
 */
export const testAddress = (who: "visitor" | "family" = "visitor") =>
  who === "visitor"
    ? `203.0.113.${((6 + testAddressIndex) % 250) + 1}`
    : `198.51.100.${((49 + testAddressIndex) % 250) + 1}`;

/** Sends a request as one browser (cookies kept) from one address (the test's own by default). */
export function browser(app: FastifyInstance, ipAddress = testAddress()) {
  const jar = new CookieJar();
  return async (request: {
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: ipAddress,
      headers: { ...jar.header(), ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    jar.store(response);
    return response;
  };
}
