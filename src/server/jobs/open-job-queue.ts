import type { Database } from "../db/client";
import type { JobLog, JobQueue } from "./job-queue";
import { createInProcessQueue } from "./in-process-queue";
import { databaseJobKeeper } from "./job-keeper";

/**
 * Jobs in PostgreSQL when DATABASE_URL is set (pg-boss, loaded only then), else in this process,
 * its handed-over jobs kept in the app's database (`db`).
 */
export async function openJobQueue(
  databaseUrl: string | undefined,
  log: JobLog,
  db: Database,
): Promise<JobQueue> {
  if (!databaseUrl) return createInProcessQueue(log, databaseJobKeeper(db));
  const { createPostgresQueue } = await import("./postgres-queue");
  return createPostgresQueue(databaseUrl, log);
}
