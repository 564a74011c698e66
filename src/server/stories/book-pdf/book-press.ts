import type { Worker } from "node:worker_threads";
import { startBookWorker } from "./book-worker-thread";
import type { TBookStory } from "./book-story";

/** A book that takes longer than this is given up (its thread is stopped and started anew). */
const BOOK_TIME_LIMIT_MS = 5 * 60_000;

type Answer =
  | { id: number; progress: { pagesDone: number; pagesTotal: number } }
  | { id: number; result: Uint8Array }
  | { id: number; error: string };

interface Printing {
  id: number;
  onProgress: (pagesDone: number, pagesTotal: number) => void;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  printing: Printing | null;
}

export interface BookPress {
  /** Threads free for a book now (the queue hands a book only to a free thread). */
  free(): number;
  /** Prints one book on a free thread, telling its pages as they are done. */
  print(
    story: TBookStory,
    onProgress: (pagesDone: number, pagesTotal: number) => void,
  ): Promise<Uint8Array>;
  /** Stops every thread; a book being printed is given up (the queue takes it up again). */
  close(): Promise<void>;
}

/**
 * The book threads: a small set of worker threads of their own (never the picture threads), each
 * printing one book at a time. Which book and when is the queue's (`book-print-queue.ts`).
 */
export function createBookPress(
  options: { threads?: number; timeLimitMs?: number; start?: () => Worker } = {},
): BookPress {
  const start = options.start ?? startBookWorker;
  const timeLimitMs = options.timeLimitMs ?? BOOK_TIME_LIMIT_MS;
  const slots: Slot[] = Array.from({ length: Math.max(1, options.threads ?? 1) }, () => ({
    worker: null,
    printing: null,
  }));
  let nextId = 1;
  let isClosed = false;

  const settle = (slot: Slot) => {
    const printing = slot.printing;
    if (printing) clearTimeout(printing.timer);
    slot.printing = null;
    return printing;
  };

  const startWorker = (slot: Slot): Worker => {
    const worker = start();
    worker.unref();
    worker.on("message", (answer: Answer) => {
      const printing = slot.printing;
      if (!printing || printing.id !== answer.id) return;
      if ("progress" in answer) {
        printing.onProgress(answer.progress.pagesDone, answer.progress.pagesTotal);
      } else if ("error" in answer) {
        settle(slot)?.reject(new Error(answer.error));
      } else {
        settle(slot)?.resolve(answer.result);
      }
    });
    const stopped = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      settle(slot)?.reject(error);
    };
    worker.on("error", stopped);
    worker.on("exit", (code) => stopped(new Error(`The book thread stopped (exit code ${code})`)));
    return worker;
  };

  return {
    free: () => (isClosed ? 0 : slots.filter((slot) => !slot.printing).length),
    print(story, onProgress) {
      return new Promise<Uint8Array>((resolve, reject) => {
        const slot = slots.find((each) => !each.printing);
        if (isClosed || !slot) return reject(new Error("No book thread is free"));
        const id = nextId++;
        const timer = setTimeout(() => {
          const worker = slot.worker;
          slot.worker = null;
          settle(slot)?.reject(new Error(`The book took longer than ${timeLimitMs} ms`));
          void worker?.terminate();
        }, timeLimitMs);
        timer.unref();
        slot.printing = { id, onProgress, resolve, reject, timer };
        try {
          slot.worker ??= startWorker(slot);
          slot.worker.postMessage({ id, story });
        } catch (error) {
          settle(slot)?.reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    async close() {
      isClosed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          settle(slot)?.reject(new Error("The server is stopping"));
          await worker?.terminate();
        }),
      );
    },
  };
}
