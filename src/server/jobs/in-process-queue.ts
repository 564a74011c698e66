import {
  runLogged,
  type JobLog,
  type JobQueue,
  type PeriodicJob,
  type RetriedJob,
} from "./job-queue";
import type { JobKeeper } from "./job-keeper";

const MINUTE_MS = 60_000;

/** Keeps nothing: a retry waiting when the process stops is lost (tests of the queue alone). */
const inMemoryOnly: JobKeeper = {
  keep: async () => "",
  tryAgainAt: async () => {},
  forget: async () => {},
  waiting: async () => [],
};

/**
 * The job queue of one process (PGlite): periodic jobs on timers, handed-over jobs run at once
 * and retried on timers with the same back-off as in PostgreSQL. Each handed-over job is kept
 * (`keeper`: the app's database) until it is done or given up, and the next start takes up the
 * ones waiting, so a mail waiting for its next try outlives a restart or a crash (a job cut off
 * mid-try is tried again: at least once, as with pg-boss).
 */
export function createInProcessQueue(log: JobLog, keeper: JobKeeper = inMemoryOnly): JobQueue {
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

  const forget = (job: RetriedJob<object>, id: Promise<string>) =>
    id
      .then((kept) => keeper.forget(kept))
      .catch((error: unknown) =>
        log.error({ err: error, job: job.name }, `${job.name}: done, but still kept`),
      );

  function attempt(
    job: RetriedJob<object>,
    data: object,
    retryCount: number,
    id: Promise<string>,
  ): void {
    track(
      job.run(data).then(
        () => forget(job, id),
        async (error: unknown) => {
          if (retryCount < job.retryLimit) {
            log.warn({ err: error, job: job.name, retryCount }, `${job.name} failed; trying again`);
            const waitMs = job.retryDelaySeconds * 1000 * 2 ** retryCount;
            await id
              .then((kept) =>
                keeper.tryAgainAt(kept, retryCount + 1, new Date(Date.now() + waitMs)),
              )
              .catch((failure: unknown) =>
                log.error({ err: failure, job: job.name }, `${job.name}: its next try not kept`),
              );
            later(waitMs, () => attempt(job, data, retryCount + 1, id));
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
          await forget(job, id);
        },
      ),
    );
  }

  /** The jobs a stopped process left waiting: each at its time (at once if overdue). */
  async function takeUpKept() {
    for (const kept of await keeper.waiting()) {
      const job = retried.get(kept.name);
      if (!job) continue;
      later(Math.max(0, kept.runAt.getTime() - Date.now()), () =>
        attempt(job, kept.data, kept.retryCount, Promise.resolve(kept.id)),
      );
    }
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
      await takeUpKept();
    },
    async send(name, data) {
      const job = retried.get(name);
      if (!job) throw new Error(`No job is called ${name}`);
      // Kept without waiting: a caller may hand a mail over inside a transaction, and PGlite's
      // one connection would only write it once that transaction ends.
      const id = keeper.keep(name, data);
      id.catch((error: unknown) => log.error({ err: error, job: name }, `${name}: not kept`));
      attempt(job, data, 0, id);
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
