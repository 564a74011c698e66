import {
  runLogged,
  type JobLog,
  type JobQueue,
  type PeriodicJob,
  type RetriedJob,
} from "./job-queue";

const MINUTE_MS = 60_000;

/**
 * The job queue of one process (PGlite): periodic jobs on timers, handed-over jobs run at once
 * and retried on timers with the same back-off as in PostgreSQL (kept in memory: a retry waiting
 * when the process stops is lost, which only one process on one machine has to accept).
 */
export function createInProcessQueue(log: JobLog): JobQueue {
  const periodic: PeriodicJob[] = [];
  const retried = new Map<string, RetriedJob<object>>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const track = (work: Promise<unknown>) => {
    const settled = work.catch(() => {});
    running.add(settled);
    void settled.finally(() => running.delete(settled));
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  function attempt(job: RetriedJob<object>, data: object, retryCount: number): void {
    track(
      job.run(data).catch(async (error: unknown) => {
        if (retryCount < job.retryLimit) {
          log.warn({ err: error, job: job.name, retryCount }, `${job.name} failed; trying again`);
          later(job.retryDelaySeconds * 1000 * 2 ** retryCount, () =>
            attempt(job, data, retryCount + 1),
          );
          return;
        }
        log.error({ err: error, job: job.name }, `${job.name} failed for good`);
        await job
          .onFinalFailure?.(data, error)
          .catch((failure: unknown) =>
            log.error(
              { err: failure, job: job.name },
              `${job.name}: its failure could not be told`,
            ),
          );
      }),
    );
  }

  return {
    kind: "in-process",
    every(job) {
      periodic.push(job);
    },
    define(job) {
      retried.set(job.name, job as RetriedJob<object>);
    },
    async start() {
      for (const job of periodic) {
        const turn = () => track(runLogged(job, log));
        if (job.runAtStart) turn();
        const timer = setInterval(turn, job.everyMinutes * MINUTE_MS);
        timer.unref();
        timers.add(timer);
      }
    },
    async send(name, data) {
      const job = retried.get(name);
      if (!job) throw new Error(`No job is called ${name}`);
      attempt(job, data, 0);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      timers.clear();
      await Promise.all(running);
    },
  };
}
