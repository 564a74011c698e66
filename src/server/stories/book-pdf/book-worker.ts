/**
 * The book thread: tells a story again, draws its pictures at print size (resvg, sharp) and writes
 * the PDF, off the server's event loop and apart from the picture threads. Started by the book
 * press (`book-press.ts`), from source under tsx or as `dist/server/book-worker.js`.
 */
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { createBuiltinIllustrator } from "../../providers/images/builtin-illustrator";
import type { TBookStory } from "./book-story";
import { printStoryBook } from "./story-book-pdf";

/**
 * A book is background work: on Linux a thread's nice value is its own, so this thread yields
 * the processor to the picture threads and the event loop when they want it, and has the rest.
 */
const BOOK_THREAD_NICE = 5;

const port = parentPort;
if (!port) throw new Error("book-worker runs as a worker thread");
try {
  setPriority(BOOK_THREAD_NICE);
} catch {
  // Where a thread cannot be made nicer, it prints at the usual priority.
}
const illustrator = createBuiltinIllustrator();

port.on("message", ({ id, story }: { id: number; story: TBookStory }) => {
  const printed = printStoryBook(story, illustrator, (pagesDone, pagesTotal) =>
    port.postMessage({ id, progress: { pagesDone, pagesTotal } }),
  );
  printed.then(
    (pdf) => port.postMessage({ id, result: pdf }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
