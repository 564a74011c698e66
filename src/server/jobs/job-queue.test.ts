import pg from "pg";
import PgBoss10 from "pg-boss-10";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessQueue } from "./in-process-queue";
import type { JobLog, JobQueue } from "./job-queue";
import { createPostgresQueue } from "./postgres-queue";
import { databaseJobKeeper } from "./job-keeper";
import { createTestApp } from "../test/test-app";

function recordingLog() {
  const errors: string[] = [];
  const log: JobLog = {
    error: (_details, message) => errors.push(message),
    warn: () => {},
  };
  return { log, errors };
}

const until = async (done: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("the in-process job queue (PGlite)", () => {
  it("retries a failing job with back-off, then tells of its final failure", async () => {
    const { log, errors } = recordingLog();
    const queue = createInProcessQueue(log);
    const tries: number[] = [];
    const finalFailures: string[] = [];
    queue.define<{ word: string }>({
      name: "flaky",
      retryLimit: 2,
      retryDelaySeconds: 0.05,
      async run(data) {
        tries.push(Date.now());
        if (data.word !== "fine" || tries.length < 2) throw new Error(`not yet: ${data.word}`);
      },
      async onFinalFailure(data) {
        finalFailures.push(data.word);
      },
    });
    await queue.start();
    await queue.send("flaky", { word: "fine" });
    await until(() => tries.length === 2);
    await queue.send("flaky", { word: "never" });
    await until(() => finalFailures.length === 1);
    expect(finalFailures).toEqual(["never"]);
    expect(tries).toHaveLength(5);
    expect(errors).toEqual(["flaky failed for good"]);
    await queue.stop();
  });

  it("keeps a job waiting for its next try in the database, so it outlives a restart", async () => {
    const t = await createTestApp();
    try {
      const keeper = databaseJobKeeper(t.db);
      const delivered: string[] = [];
      let isServerDown = true;
      const queueOfAProcess = () => {
        const queue = createInProcessQueue(recordingLog().log, keeper);
        queue.define<{ to: string }>({
          name: "mail",
          retryLimit: 3,
          retryDelaySeconds: 2,
          async run({ to }) {
            if (isServerDown) throw new Error("the mail server is down");
            delivered.push(to);
          },
        });
        return queue;
      };
      const first = queueOfAProcess();
      await first.start();
      await first.send("mail", { to: "grandma@example.com" });
      const deadline = Date.now() + 20_000;
      while (((await keeper.waiting())[0]?.retryCount ?? 0) < 1) {
        if (Date.now() > deadline) throw new Error("the failed try was not kept");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await first.stop();
      expect(delivered).toEqual([]);

      isServerDown = false;
      const second = queueOfAProcess();
      await second.start();
      await until(() => delivered.length === 1);
      await second.stop();
      expect(delivered).toEqual(["grandma@example.com"]);
      expect(await keeper.waiting()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("runs a periodic job at start when asked and logs a failed turn by name", async () => {
    const { log, errors } = recordingLog();
    const queue = createInProcessQueue(log);
    queue.every({
      name: "broken-sweep",
      everyMinutes: 60,
      runAtStart: true,
      run: async () => {
        throw new Error("the disk is gone");
      },
    });
    await queue.start();
    await queue.stop();
    expect(errors).toEqual(["the periodic job broken-sweep failed"]);
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("the PostgreSQL job queue (pg-boss)", () => {
  const name = `dd_jobs_${Date.now()}`;
  let url: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("runs each job once across two processes, and retries a failed one in either", async () => {
    const ran: Array<{ process: number; n: number }> = [];
    const failedOnce = new Set<number>();
    const queues: JobQueue[] = [1, 2].map((process) => {
      const queue = createPostgresQueue(url, recordingLog().log, { pollingSeconds: 0.5 });
      queue.define<{ n: number }>({
        name: "count",
        retryLimit: 3,
        retryDelaySeconds: 1,
        async run({ n }) {
          if (n % 5 === 0 && !failedOnce.has(n)) {
            failedOnce.add(n);
            throw new Error("the mail server is down");
          }
          ran.push({ process, n });
        },
      });
      return queue;
    });
    await Promise.all(queues.map((queue) => queue.start()));
    try {
      for (let n = 1; n <= 20; n++) await queues[n % 2]!.send("count", { n });
      await until(() => ran.length >= 20, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(ran.map((entry) => entry.n).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      expect(failedOnce.size).toBe(4);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it("hands the jobs waiting in a pg-boss 10 installation over to the new queue, once", async () => {
    const before = `${name}_upgrade`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${before}`);
    await admin.end();
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${before}`;
    const upgradeUrl = parsed.toString();
    try {
      // A mail between its tries, as pg-boss 10 left it when the old version was stopped.
      const old = new PgBoss10({ connectionString: upgradeUrl, schema: "pgboss" });
      await old.start();
      await old.createQueue("mail", { name: "mail" });
      await old.send("mail", { to: "granny" });
      await old.send("mail", { to: "grandpa" });
      await old.stop({ graceful: false, wait: true });

      const delivered: string[] = [];
      const startQueue = () => {
        const queue = createPostgresQueue(upgradeUrl, recordingLog().log, { pollingSeconds: 0.5 });
        queue.define<{ to: string }>({
          name: "mail",
          retryLimit: 1,
          retryDelaySeconds: 1,
          async run({ to }) {
            delivered.push(to);
          },
        });
        return queue;
      };
      const upgraded = startQueue();
      await upgraded.start();
      await until(() => delivered.length >= 2);
      await upgraded.stop();
      // A second start finds nothing more to hand over.
      const again = startQueue();
      await again.start();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await again.stop();
      expect(delivered.sort()).toEqual(["grandpa", "granny"]);
    } finally {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${before} with (force)`);
      await cleanup.end();
    }
  });

  it("runs a start-up turn once for processes starting together, then again only after a while", async () => {
    const runs: number[] = [];
    const queueFor = (process: number) => {
      const queue = createPostgresQueue(url, recordingLog().log, { pollingSeconds: 0.5 });
      queue.every({
        name: "start-sweep",
        everyMinutes: 60,
        runAtStart: true,
        run: async () => {
          runs.push(process);
        },
      });
      return queue;
    };
    const queues = [queueFor(1), queueFor(2)];
    await Promise.all(queues.map((queue) => queue.start()));
    try {
      await until(() => runs.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(runs).toHaveLength(1);
      // A process starting soon after (a restart) leaves it to the hourly turn.
      const late = queueFor(3);
      await late.start();
      queues.push(late);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });
});
