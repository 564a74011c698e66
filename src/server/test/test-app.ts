import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp, type AppDependencies } from "../app";
import { loadConfig, type Config } from "../config";
import { dumpMigratedPglite, openDatabase, type Database } from "../db/client";

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
  const app = await buildApp({ config, db: database.db, changes: database.changes, ...deps });
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

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * Builds the migrated template ahead of the first test (use in `beforeAll`, which has a longer
 * timeout), so a slow, busy machine does not time out a file's first test.
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

async function createScratchDatabase(serverUrl: string) {
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

/** Sends a request as one browser (cookies kept) from one address. */
export function browser(app: FastifyInstance, ipAddress = "203.0.113.7") {
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
