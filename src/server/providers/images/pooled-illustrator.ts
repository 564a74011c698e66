/**
 * The built-in illustrator drawing in a pool of worker threads, so the API stays responsive
 * while pictures are drawn. Same interface and pictures as `createBuiltinIllustrator`.
 */
import { availableParallelism } from "node:os";
import "sharp"; // Loaded in the main thread too, so its shared libraries outlive any one worker.
import { AppError } from "../../lib/app-error";
import { createWorkerPool } from "../../lib/worker-pool";
import type { BuiltinIllustrator } from "./builtin-illustrator";
import type { DrawnPicture, DrawTask } from "./draw-task";
import { startDrawWorker } from "./draw-worker-thread";
import { BUILTIN_ILLUSTRATOR_NAME, type GeneratedPicture } from "./image-provider";

export const DRAWING_BUSY_MESSAGE =
  "Dino is busy drawing for lots of children — please try again in a moment.";
const WARM_UP_DESCRIPTION = "a happy dinosaur with a balloon in the park";
/** Pictures that may wait per drawing thread before new requests are refused with 503. */
const QUEUED_PER_THREAD = 32;

/**
 * Pictures for the screen only: a printed book's pictures are drawn on the book threads
 * (`stories/book-pdf/book-press.ts`), never here, so books cannot hold up a family's picture.
 */
export interface PooledIllustrator extends Omit<BuiltinIllustrator, "renderPrint"> {
  /**
   * Starts every thread and has each draw one picture, so the first family's picture after a
   * start is as quick as the rest (a cold thread loads its modules and artwork first).
   */
  warmUp(): Promise<void>;
  /** Refuses waiting drawings, lets running ones finish and stops the threads. */
  close(): Promise<void>;
  stats(): { threads: number; running: number; queued: number };
}

export function createPooledIllustrator(
  options: { threads?: number; maxQueued?: number } = {},
): PooledIllustrator {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const pool = createWorkerPool<DrawTask, DrawnPicture>({
    size: threads,
    maxQueued: options.maxQueued ?? threads * QUEUED_PER_THREAD,
    start: startDrawWorker,
    busyError: () => new AppError(503, DRAWING_BUSY_MESSAGE, "Dino is busy"),
  });
  const draw = async (task: DrawTask): Promise<GeneratedPicture> => {
    const drawn = await pool.run(task);
    return { ...drawn, png: asBuffer(drawn.png), thumbnail: asBuffer(drawn.thumbnail) };
  };
  return {
    name: BUILTIN_ILLUSTRATOR_NAME,
    generate: (description, { seed, language } = {}) =>
      draw({
        kind: "description",
        description,
        ...(seed === undefined ? {} : { seed }),
        ...(language === undefined ? {} : { language }),
      }),
    renderScene: (scene) => draw({ kind: "scene", scene }),
    warmUp: async () => {
      const warmUps = Array.from({ length: threads }, (_, index) =>
        draw({ kind: "description", description: WARM_UP_DESCRIPTION, seed: index }),
      );
      await Promise.all(warmUps);
    },
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
