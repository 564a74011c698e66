import type { Worker } from "node:worker_threads";

/** What a pool's worker answers for one task: its result, or why it failed. */
export type WorkerAnswer<Result> = { id: number; result: Result } | { id: number; error: string };

export interface WorkerPoolOptions {
  /** Threads at most; each is started on first need and draws one task at a time. */
  size: number;
  /** Tasks that may wait for a free thread; past that `run` refuses at once with `busyError`. */
  maxQueued: number;
  /** Starts one thread; it answers `{id, result}` or `{id, error}` to each `{id, task}`. */
  start: () => Worker;
  busyError: () => Error;
}

interface Pending<Task, Result> {
  task: Task;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Task, Result> {
  worker: Worker | null;
  running: (Pending<Task, Result> & { id: number }) | null;
}

/**
 * A fixed set of worker threads behind a bounded queue, so heavy work never blocks the event
 * loop and a flood of requests is refused quickly instead of piling up.
 */
export function createWorkerPool<Task, Result>(options: WorkerPoolOptions) {
  const slots: Array<Slot<Task, Result>> = Array.from(
    { length: Math.max(1, options.size) },
    () => ({
      worker: null,
      running: null,
    }),
  );
  const queue: Array<Pending<Task, Result>> = [];
  let nextId = 1;
  let isClosed = false;
  let whenIdle: (() => void) | null = null;

  const finish = (slot: Slot<Task, Result>) => {
    slot.running = null;
    const next = queue.shift();
    if (next) dispatch(slot, next);
    else if (whenIdle && slots.every((each) => !each.running)) whenIdle();
  };

  const startWorker = (slot: Slot<Task, Result>): Worker => {
    const worker = options.start();
    worker.unref();
    worker.on("message", (answer: WorkerAnswer<Result>) => {
      const running = slot.running;
      if (!running || running.id !== answer.id) return;
      if ("error" in answer) running.reject(new Error(answer.error));
      else running.resolve(answer.result);
      finish(slot);
    });
    const stopped = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const running = slot.running;
      if (running) {
        running.reject(error);
        finish(slot);
      }
    };
    worker.on("error", stopped);
    worker.on("exit", (code) => stopped(new Error(`A worker thread stopped (exit code ${code})`)));
    return worker;
  };

  function dispatch(slot: Slot<Task, Result>, pending: Pending<Task, Result>) {
    const id = nextId++;
    slot.running = { ...pending, id };
    try {
      slot.worker ??= startWorker(slot);
      slot.worker.postMessage({ id, task: pending.task });
    } catch (error) {
      pending.reject(error instanceof Error ? error : new Error(String(error)));
      finish(slot);
    }
  }

  return {
    run(task: Task): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        if (isClosed) return reject(options.busyError());
        const pending = { task, resolve, reject };
        const free = slots.find((slot) => !slot.running);
        if (free) return dispatch(free, pending);
        if (queue.length >= options.maxQueued) return reject(options.busyError());
        queue.push(pending);
      });
    },

    /** Refuses waiting tasks, lets running ones finish, then stops every thread. */
    async close(): Promise<void> {
      isClosed = true;
      for (const pending of queue.splice(0)) pending.reject(options.busyError());
      if (slots.some((slot) => slot.running)) {
        await new Promise<void>((resolve) => (whenIdle = resolve));
      }
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          await worker?.terminate();
        }),
      );
    },

    /** Threads started and tasks waiting, for tests and figures. */
    stats: () => ({
      threads: slots.filter((slot) => slot.worker).length,
      running: slots.filter((slot) => slot.running).length,
      queued: queue.length,
    }),
  };
}

export type WorkerPool<Task, Result> = ReturnType<typeof createWorkerPool<Task, Result>>;
