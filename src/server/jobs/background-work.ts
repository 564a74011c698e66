import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { sweepUnusedFacePhotos } from "../face-photos/sweep-face-photos";
import type { RateLimiter } from "../lib/rate-limiter";
import type { MediaStore } from "../media/media-store";
import { sweepOrphanMedia } from "../media/sweep-orphan-media";
import { sweepOldActivity } from "../retention/sweep-old-activity";
import { sweepOldMessages } from "../retention/sweep-old-messages";
import { sweepOutbox } from "../retention/sweep-outbox";
import type { DatabaseSessionStore } from "../sessions/database-session-store";
import { endExpiredPlans } from "../subscription/end-expired-plans";
import type { JobQueue, PeriodicJob } from "./job-queue";

export interface BackgroundWorkDeps {
  db: Database;
  media: MediaStore;
  sessions: Pick<DatabaseSessionStore, "sweepExpired">;
  limiter: Pick<RateLimiter, "sweep">;
  stories: { sweep(): Promise<unknown> };
  books: { sweep(): Promise<unknown> };
  /** The mail outbox folder (mail written there when no mail server is set up). */
  outboxDir: string;
  now: () => Date;
}

/**
 * Every periodic sweep of the app, in one list: each runs once a turn across all processes (see
 * `JobQueue`), and a failed turn is logged with the sweep's name.
 */
export function periodicJobs(deps: BackgroundWorkDeps, log: FastifyInstance["log"]): PeriodicJob[] {
  const { db, media, now } = deps;
  return [
    // What a crash left between writing a picture's files and committing its row.
    {
      name: "sweep-orphan-media",
      everyMinutes: 60,
      runAtStart: true,
      async run() {
        const removed = await sweepOrphanMedia(db, media, now());
        if (removed > 0) log.info(`removed ${removed} media files no picture refers to`);
      },
    },
    { name: "sweep-expired-sessions", everyMinutes: 60, run: () => deps.sessions.sweepExpired() },
    // Paid plans past their end date fall back to free at the latest this long after it.
    { name: "end-expired-plans", everyMinutes: 15, run: () => endExpiredPlans(db, now()) },
    // Face photos unused for 90 days are deleted within the hour after.
    {
      name: "sweep-unused-face-photos",
      everyMinutes: 60,
      run: () => sweepUnusedFacePhotos({ db, media }, now()),
    },
    // Scene pictures of stories never saved, after 24 hours.
    { name: "sweep-unsaved-story-scenes", everyMinutes: 60, run: () => deps.stories.sweep() },
    // Printed books an hour after they were made (a family downloads theirs at once).
    { name: "sweep-printed-books", everyMinutes: 15, run: () => deps.books.sweep() },
    { name: "sweep-rate-limit-counters", everyMinutes: 60, run: () => deps.limiter.sweep() },
    // The written retention policy (src/shared/retention.ts, the /privacy page), within the hour:
    // messages and requests after 12 months, declined requests 30 days after the answer,
    { name: "sweep-old-messages", everyMinutes: 60, run: () => sweepOldMessages(db, now()) },
    // activity records and sign-ins after 13 months,
    { name: "sweep-old-activity", everyMinutes: 60, run: () => sweepOldActivity(db, now()) },
    // and the outbox's mail after 30 days.
    {
      name: "sweep-old-outbox-mail",
      everyMinutes: 60,
      run: () => sweepOutbox(deps.outboxDir, now()),
    },
  ];
}

/**
 * Starts the queue once the app is ready (jobs may then be sent) and stops it as the app closes:
 * its last jobs finish, then what they use (`closeAfter`: the mail transport, the bucket) closes.
 */
export function runBackgroundWork(
  app: FastifyInstance,
  options: { queue: JobQueue; jobs: PeriodicJob[]; closeAfter: Array<() => Promise<unknown>> },
): void {
  const { queue } = options;
  for (const job of options.jobs) queue.every(job);
  app.addHook("onReady", async () => queue.start());
  app.addHook("onClose", async () => {
    await queue.stop();
    for (const close of options.closeAfter) await close();
  });
}
