import { and, asc, count, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import { BOOK_PRINT_MESSAGES, type TBookPrint } from "../../../shared/contracts/book-prints";
import type { Database } from "../../db/client";
import { bookPrints, stories } from "../../db/schema";
import { notFound, serviceUnavailable, tooManyRequests } from "../../lib/app-error";
import type { BookPress } from "./book-press";
import { bookPagesOf, loadBookStory, type TBookStory } from "./book-story";

/** How often a request waiting for its book looks at it (in the database: any process prints). */
const WAIT_POLL_MS = 1000;
/** The advisory lock under which books are queued and taken (one queue across processes). */
const QUEUE_LOCK = 7_361_924_027;

export interface BookPrintQueueOptions {
  /** Books printed at once across every process (each process prints on its own threads). */
  booksAtOnce: number;
  /** Books waiting across every process; past that a new one is refused with 503. */
  maxWaiting: number;
  /** A printing book whose heartbeat is older than this was left by a stopped process. */
  staleMs: number;
  /** How often a printing book's heartbeat moves (besides each page done). */
  heartbeatMs: number;
  /** Tries before a book that keeps stopping its process is given up. */
  tries: number;
  /** How long a finished book is kept for download. */
  keepMs: number;
  /** How often a process with a free thread looks for books other processes queued (0: never). */
  pollMs: number;
}

export const BOOK_PRINT_DEFAULTS: BookPrintQueueOptions = {
  booksAtOnce: 2,
  maxWaiting: 50,
  staleMs: 60_000,
  heartbeatMs: 10_000,
  tries: 2,
  keepMs: 60 * 60_000,
  pollMs: 2_000,
};

export interface BookPrintQueueDeps {
  db: Database;
  press: BookPress;
  now: () => Date;
  log: { error(details: object, message: string): void };
  /** Refuses, before anything is queued, a book with words it cannot print (a 4xx). */
  checkPrintable?: (story: TBookStory) => Promise<void>;
  /** One process only (PGlite): what it left printing when it stopped is queued again at start. */
  isOnlyProcess: boolean;
}

type Row = typeof bookPrints.$inferSelect;

/**
 * Printed books as background work (DESIGN decision 26): a family asks for a book, it waits in a
 * queue of its own (`book_prints`, in the app's database, so every process sees the same queue),
 * and at most `booksAtOnce` are printed at a time on the book threads (`book-press.ts`), never on
 * the picture threads. A family has at most one book waiting or printing; the page polls the
 * book's place in the queue and its pages done, then downloads the PDF, kept for an hour.
 */
export function createBookPrintQueue(
  deps: BookPrintQueueDeps,
  overrides: Partial<BookPrintQueueOptions> = {},
) {
  const options = { ...BOOK_PRINT_DEFAULTS, ...overrides };
  const { db, press, now, log } = deps;
  const printing = new Set<Promise<void>>();
  let pollTimer: NodeJS.Timeout | null = null;
  let isStopped = false;
  let isPumping = false;
  let pumpAgain = false;

  const ago = (ms: number) => new Date(now().getTime() - ms);

  async function present(row: Row): Promise<TBookPrint> {
    let booksAhead = 0;
    if (row.state === "queued") {
      const [ahead] = await db
        .select({ books: count() })
        .from(bookPrints)
        .where(
          or(
            eq(bookPrints.state, "printing"),
            and(
              eq(bookPrints.state, "queued"),
              or(
                lt(bookPrints.queuedAt, row.queuedAt),
                and(eq(bookPrints.queuedAt, row.queuedAt), lt(bookPrints.id, row.id)),
              ),
            ),
          ),
        );
      booksAhead = ahead?.books ?? 0;
    }
    return {
      state: row.state,
      booksAhead,
      pagesDone: row.pagesDone,
      pagesTotal: row.pagesTotal,
      ...(row.state === "failed" ? { message: BOOK_PRINT_MESSAGES.failed } : {}),
    };
  }

  const rowOf = async (userId: string, storyId: string) =>
    (
      await db
        .select()
        .from(bookPrints)
        .where(and(eq(bookPrints.storyId, storyId), eq(bookPrints.userId, userId)))
    )[0];

  /** Queues the story's book (or answers the one already queued, printing or ready). */
  async function ask(userId: string, storyId: string): Promise<TBookPrint> {
    const story = await loadBookStory(db, userId, storyId);
    await deps.checkPrintable?.(story);
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`);
      const [mine] = await tx.select().from(bookPrints).where(eq(bookPrints.storyId, storyId));
      if (mine && (mine.state === "queued" || mine.state === "printing")) return mine;
      if (mine?.state === "ready" && (mine.finishedAt ?? now()) > ago(options.keepMs)) return mine;
      const [other] = await tx
        .select({ id: bookPrints.id })
        .from(bookPrints)
        .where(
          and(
            eq(bookPrints.userId, userId),
            ne(bookPrints.storyId, storyId),
            inArray(bookPrints.state, ["queued", "printing"]),
          ),
        )
        .limit(1);
      if (other) throw tooManyRequests(BOOK_PRINT_MESSAGES.anotherBook);
      const [waiting] = await tx
        .select({ books: count() })
        .from(bookPrints)
        .where(eq(bookPrints.state, "queued"));
      if ((waiting?.books ?? 0) >= options.maxWaiting) {
        throw serviceUnavailable(BOOK_PRINT_MESSAGES.queueFull);
      }
      const queued = {
        userId,
        state: "queued" as const,
        pagesDone: 0,
        pagesTotal: bookPagesOf(story),
        tries: 0,
        pdf: null,
        queuedAt: now(),
        heartbeatAt: null,
        finishedAt: null,
      };
      const [row] = await tx
        .insert(bookPrints)
        .values({ storyId, ...queued })
        .onConflictDoUpdate({ target: bookPrints.storyId, set: queued })
        .returning();
      return row!;
    });
    void pump();
    return present(row);
  }

  /** How far the story's book is; 404 when none was asked for. */
  async function status(userId: string, storyId: string): Promise<TBookPrint> {
    const row = await rowOf(userId, storyId);
    if (!row) throw notFound(BOOK_PRINT_MESSAGES.notAsked);
    return present(row);
  }

  /** The story's finished book, or null while there is none. */
  async function download(
    userId: string,
    storyId: string,
  ): Promise<{ title: string; pdf: Uint8Array } | null> {
    const [row] = await db
      .select({ title: stories.title, pdf: bookPrints.pdf })
      .from(bookPrints)
      .innerJoin(stories, eq(stories.id, bookPrints.storyId))
      .where(
        and(
          eq(bookPrints.storyId, storyId),
          eq(bookPrints.userId, userId),
          eq(bookPrints.state, "ready"),
        ),
      );
    return row?.pdf ? { title: row.title, pdf: row.pdf } : null;
  }

  /**
   * The book, waiting up to `waitMs` for it to be made (asked for when it was not): the answer of
   * `GET …/book.pdf` for a plain link. `{ready: false}` with how far it is when the wait ran out.
   */
  async function waitFor(
    userId: string,
    storyId: string,
    waitMs: number,
  ): Promise<{ title: string; pdf: Uint8Array } | { progress: TBookPrint }> {
    const done = await download(userId, storyId);
    if (done) return done;
    let progress = await ask(userId, storyId);
    const deadline = Date.now() + waitMs;
    while (progress.state === "queued" || progress.state === "printing") {
      if (Date.now() >= deadline) return { progress };
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      progress = await status(userId, storyId);
    }
    if (progress.state === "failed") throw serviceUnavailable(BOOK_PRINT_MESSAGES.failed);
    return (await download(userId, storyId)) ?? { progress: await status(userId, storyId) };
  }

  /** The next book to print, if the global cap allows one more now. */
  async function takeNext(): Promise<Row | null> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`);
      // A book a stopped process was printing goes back in its place, or fails after its tries.
      await tx
        .update(bookPrints)
        .set({
          state: sql`case when ${bookPrints.tries} >= ${options.tries} then 'failed' else 'queued' end`,
          finishedAt: sql`case when ${bookPrints.tries} >= ${options.tries} then ${now().toISOString()}::timestamptz else null end`,
          pagesDone: 0,
        })
        .where(
          and(eq(bookPrints.state, "printing"), lt(bookPrints.heartbeatAt, ago(options.staleMs))),
        );
      const [busy] = await tx
        .select({ books: count() })
        .from(bookPrints)
        .where(eq(bookPrints.state, "printing"));
      if ((busy?.books ?? 0) >= options.booksAtOnce) return null;
      const [next] = await tx
        .select({ id: bookPrints.id })
        .from(bookPrints)
        .where(eq(bookPrints.state, "queued"))
        .orderBy(asc(bookPrints.queuedAt), asc(bookPrints.id))
        .limit(1);
      if (!next) return null;
      const [taken] = await tx
        .update(bookPrints)
        .set({
          state: "printing",
          tries: sql`${bookPrints.tries} + 1`,
          pagesDone: 0,
          heartbeatAt: now(),
        })
        .where(eq(bookPrints.id, next.id))
        .returning();
      return taken ?? null;
    });
  }

  const whilePrinting = (id: string) =>
    and(eq(bookPrints.id, id), eq(bookPrints.state, "printing"));

  /** Prints a taken book; the press's thread is taken at once, before anything is awaited. */
  async function printOne(row: Row, story: TBookStory): Promise<void> {
    const beat = setInterval(() => {
      db.update(bookPrints)
        .set({ heartbeatAt: now() })
        .where(whilePrinting(row.id))
        .catch((error: unknown) => log.error({ err: error }, "book heartbeat"));
    }, options.heartbeatMs);
    beat.unref();
    try {
      const pdf = await press.print(story, (pagesDone, pagesTotal) => {
        db.update(bookPrints)
          .set({ pagesDone, pagesTotal, heartbeatAt: now() })
          .where(whilePrinting(row.id))
          .catch((error: unknown) => log.error({ err: error }, "book progress"));
      });
      await db
        .update(bookPrints)
        .set({ state: "ready", pdf, pagesDone: sql`${bookPrints.pagesTotal}`, finishedAt: now() })
        .where(whilePrinting(row.id));
    } catch (error) {
      if (isStopped) {
        // Stopping: the book goes back in its place for the next start (or another process).
        await db
          .update(bookPrints)
          .set({ state: "queued", tries: sql`${bookPrints.tries} - 1`, pagesDone: 0 })
          .where(whilePrinting(row.id));
      } else {
        log.error({ err: error, storyId: row.storyId }, "book");
        await db
          .update(bookPrints)
          .set({ state: "failed", finishedAt: now() })
          .where(whilePrinting(row.id));
      }
    } finally {
      clearInterval(beat);
    }
  }

  /** Hands queued books to free book threads while the global cap allows. */
  async function pump(): Promise<void> {
    if (isPumping) {
      pumpAgain = true;
      return;
    }
    isPumping = true;
    try {
      do {
        pumpAgain = false;
        while (!isStopped && press.free() > 0) {
          const row = await takeNext();
          if (!row) break;
          // A story deleted while its book waited has taken its book row with it.
          const story = await loadBookStory(db, row.userId, row.storyId).catch(() => null);
          if (!story) continue;
          const work = printOne(row, story).catch((error: unknown) =>
            log.error({ err: error }, "book not recorded"),
          );
          printing.add(work);
          void work.finally(() => {
            printing.delete(work);
            void pump();
          });
        }
      } while (pumpAgain && !isStopped);
    } catch (error) {
      log.error({ err: error }, "book queue");
    } finally {
      isPumping = false;
    }
  }

  return {
    ask,
    status,
    download,
    waitFor,
    async start() {
      if (deps.isOnlyProcess) {
        await db
          .update(bookPrints)
          .set({ state: "queued", pagesDone: 0 })
          .where(eq(bookPrints.state, "printing"));
      }
      if (options.pollMs > 0) {
        pollTimer = setInterval(() => void pump(), options.pollMs);
        pollTimer.unref();
      }
      await pump();
    },
    /** Stops taking books; a book being printed goes back to the queue. */
    async stop() {
      isStopped = true;
      if (pollTimer) clearInterval(pollTimer);
      await press.close();
      await Promise.all(printing);
    },
    /** Finished books (and failures) an hour old go, their PDFs with them. */
    async sweep() {
      await db
        .delete(bookPrints)
        .where(
          and(
            inArray(bookPrints.state, ["ready", "failed"]),
            lt(bookPrints.finishedAt, ago(options.keepMs)),
          ),
        );
    },
  };
}

export type BookPrintQueue = ReturnType<typeof createBookPrintQueue>;
