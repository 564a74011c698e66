import type { JobLog, JobQueue } from "./job-queue";
import { createInProcessQueue } from "./in-process-queue";

/** Jobs in PostgreSQL when DATABASE_URL is set (pg-boss, loaded only then), else in this process. */
export async function openJobQueue(
  databaseUrl: string | undefined,
  log: JobLog,
): Promise<JobQueue> {
  if (!databaseUrl) return createInProcessQueue(log);
  const { createPostgresQueue } = await import("./postgres-queue");
  return createPostgresQueue(databaseUrl, log);
}
