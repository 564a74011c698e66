/** Work done now and then, once across all server processes (a sweep). */
export interface PeriodicJob {
  name: string;
  /** How often: 1–60 minutes (a divisor of 60, so the turns fall on the same minutes each hour). */
  everyMinutes: number;
  /**
   * Also once soon after start (the orphan media sweep: what a crash left); once for processes
   * starting together, and not again for one started within minutes of the last turn.
   */
  runAtStart?: boolean;
  run(): Promise<unknown>;
}

/** Work handed over to be done soon and retried with back-off when it fails (a mail). */
export interface RetriedJob<Data> {
  name: string;
  /** Tries after the first; the wait doubles each time from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  run(data: Data): Promise<void>;
  /** After the last try failed: tell someone, give back what was counted. */
  onFinalFailure?(data: Data, error: unknown): Promise<void>;
}

/**
 * Background work of the app. With PostgreSQL it is kept in the database (pg-boss): a periodic
 * job runs once across every process, and a handed-over job outlives a crash or a restart. On
 * PGlite (one process) the same jobs run in that process.
 */
export interface JobQueue {
  readonly kind: "postgres" | "in-process";
  /** Declares a job before `start`. */
  every(job: PeriodicJob): void;
  define<Data extends object>(job: RetriedJob<Data>): void;
  start(): Promise<void>;
  /** Hands over one job of a defined kind; it is kept once this resolves. */
  send<Data extends object>(name: string, data: Data): Promise<void>;
  stop(): Promise<void>;
}

export interface JobLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** Runs one turn of a periodic job, logging its failure: a sweep never fails unseen. */
export async function runLogged(job: PeriodicJob, log: JobLog): Promise<void> {
  try {
    await job.run();
  } catch (error) {
    log.error({ err: error, job: job.name }, `the periodic job ${job.name} failed`);
    throw error;
  }
}

export const cronOf = (everyMinutes: number) =>
  everyMinutes >= 60 ? "0 * * * *" : `*/${everyMinutes} * * * *`;
