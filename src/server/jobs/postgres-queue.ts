import pg from "pg";
import { PgBoss } from "pg-boss";
import {
  cronOf,
  runLogged,
  type JobLog,
  type JobQueue,
  type PeriodicJob,
  type RetriedJob,
} from "./job-queue";
import { dropOldQueue, setAsideOldQueue, waitingOldJobs } from "./take-over-old-queue";

/** pg-boss keeps its tables in a schema of its own, beside the app's. */
const SCHEMA = "pgboss";
/** The advisory lock queue setup runs under (the session's end releases it). */
const QUEUE_SETUP_LOCK = 7_361_924_026;
/** How often an idle worker asks for new jobs (a job sent by this process starts at once). */
const POLLING_SECONDS = 2;
/** A start-up turn (`runAtStart`) is queued by the first process to start in this long. */
const START_TURN_MINUTES = 10;
const START_TURN_KEY = "at-start";

/**
 * Jobs kept in PostgreSQL by pg-boss 12: a periodic job is put in its queue once a turn by
 * whichever process keeps time (pg-boss elects one), then taken by one worker; a queue of
 * periodic work lets one run at a time (`singleton`). A handed-over job is a row, so it outlives
 * the process that sent it; a failed try goes back with a doubling wait until `retryLimit`.
 */
export function createPostgresQueue(
  connectionString: string,
  log: JobLog,
  options: { pollingSeconds?: number } = {},
): JobQueue {
  const boss = new PgBoss({
    connectionString,
    schema: SCHEMA,
    max: 4,
    application_name: "doodle-dino jobs",
  });
  boss.on("error", (error: unknown) => log.error({ err: error }, "job queue"));
  const periodic: PeriodicJob[] = [];
  const retried: Array<RetriedJob<object>> = [];
  const pollingIntervalSeconds = options.pollingSeconds ?? POLLING_SECONDS;
  const workers: Record<string, string> = {};

  /**
   * One start-up turn for processes starting together, not one each: under the set-up lock, a
   * turn is queued only if none was in the last minutes (a process started alone still gets one).
   */
  async function queueStartTurn(lock: pg.Client, name: string) {
    const { rowCount } = await lock.query(
      `select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2
         and created_on > now() - make_interval(mins => $3)`,
      [name, START_TURN_KEY, START_TURN_MINUTES],
    );
    if (rowCount === 0) await boss.send(name, {}, { singletonKey: START_TURN_KEY });
  }

  return {
    kind: "postgres",
    every(job) {
      periodic.push(job);
    },
    define(job) {
      retried.push(job as RetriedJob<object>);
    },
    async start() {
      // Processes starting together take turns creating the queues (pg-boss creates a table for
      // each, and two at once deadlock).
      const lock = new pg.Client({ connectionString });
      await lock.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [QUEUE_SETUP_LOCK]);
        const hasOldQueue = await setAsideOldQueue(lock, SCHEMA);
        await boss.start();
        for (const job of periodic) {
          await boss.createQueue(job.name, { policy: "singleton", retryLimit: 0 });
          await boss.schedule(job.name, cronOf(job.everyMinutes));
          if (job.runAtStart) await queueStartTurn(lock, job.name);
        }
        for (const job of retried) {
          await boss.createQueue(job.name, {
            retryLimit: job.retryLimit,
            retryDelay: job.retryDelaySeconds,
            retryBackoff: true,
          });
        }
        if (hasOldQueue) {
          const names = retried.map((job) => job.name);
          for (const job of await waitingOldJobs(lock, SCHEMA, names)) {
            await boss.send(job.name, job.data);
          }
          await dropOldQueue(lock, SCHEMA);
        }
      } finally {
        await lock.end();
      }
      for (const job of periodic) {
        await boss.work(job.name, { pollingIntervalSeconds }, async () => runLogged(job, log));
      }
      for (const job of retried) {
        workers[job.name] = await boss.work<
          object,
          void,
          { pollingIntervalSeconds: number; includeMetadata: true }
        >(job.name, { pollingIntervalSeconds, includeMetadata: true }, async ([item]) => {
          if (!item) return;
          try {
            await job.run(item.data);
          } catch (error) {
            if (item.retryCount < item.retryLimit) {
              log.warn(
                { err: error, job: job.name, retryCount: item.retryCount },
                `${job.name} failed; trying again`,
              );
            } else {
              log.error({ err: error, job: job.name }, `${job.name} failed for good`);
              await job
                .onFinalFailure?.(item.data, error)
                .catch((failure: unknown) =>
                  log.error(
                    { err: failure, job: job.name },
                    `${job.name}: its failure could not be told`,
                  ),
                );
            }
            throw error;
          }
        });
      }
    },
    async send(name, data) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`The job ${name} was not kept`);
      // Started by this process at once rather than at the next poll.
      const worker = workers[name];
      if (worker) boss.notifyWorker(worker);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
