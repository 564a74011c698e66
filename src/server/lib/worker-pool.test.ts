import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { createWorkerPool, type WorkerPool } from "./worker-pool";

/** A thread that doubles numbers, answers an error for "fail" and dies for "die". */
const DOUBLER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, task }) => {
  if (task === "die") process.exit(3);
  if (task === "fail") parentPort.postMessage({ id, error: "cannot draw that" });
  else setTimeout(() => parentPort.postMessage({ id, result: task * 2 }), 20);
});`;

describe("worker pool", () => {
  let pool: WorkerPool<unknown, number> | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });
  const busy = () => Object.assign(new Error("busy"), { statusCode: 503 });
  const start = () => new Worker(DOUBLER, { eval: true });

  it("runs tasks on its threads and refuses past the queue", async () => {
    pool = createWorkerPool<unknown, number>({ size: 2, maxQueued: 1, start, busyError: busy });
    const accepted = [1, 2, 3].map((n) => pool!.run(n));
    await expect(pool.run(4)).rejects.toThrow("busy");
    expect(pool.stats()).toEqual({ threads: 2, running: 2, queued: 1 });
    await expect(Promise.all(accepted)).resolves.toEqual([2, 4, 6]);
  });

  it("rejects a task whose thread fails or dies, and starts a fresh thread for the next", async () => {
    pool = createWorkerPool<unknown, number>({ size: 1, maxQueued: 4, start, busyError: busy });
    await expect(pool.run("fail")).rejects.toThrow("cannot draw that");
    const died = pool.run("die");
    const next = pool.run(5);
    await expect(died).rejects.toThrow(/exit code 3/);
    await expect(next).resolves.toBe(10);
  });
});
