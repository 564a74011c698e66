import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BOOK_PRINT_MESSAGES } from "../../../shared/contracts/book-prints";
import { bookPrints, stories, users } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import {
  createTestApp,
  prepareTestDatabase,
  resetTestApp,
  type TestApp,
} from "../../test/test-app";
import type { BookPress } from "./book-press";
import { createBookPrintQueue, type BookPrintQueueOptions } from "./book-print-queue";
import type { TBookStory } from "./book-story";

beforeAll(prepareTestDatabase);

/** Book threads the test drives: each book is printed when the test says. */
function fakePress(threads: number) {
  const printing: Array<{
    story: TBookStory;
    onProgress: (done: number, total: number) => void;
    finish: () => void;
    fail: () => void;
  }> = [];
  let isClosed = false;
  const press: BookPress = {
    free: () => (isClosed ? 0 : threads - printing.length),
    print: (story, onProgress) =>
      new Promise<Uint8Array>((resolve, reject) => {
        // As the real press: a book handed over with no thread free fails.
        if (isClosed || printing.length >= threads) return reject(new Error("No thread is free"));
        const entry = {
          story,
          onProgress,
          finish: () => {
            printing.splice(printing.indexOf(entry), 1);
            resolve(new TextEncoder().encode(`%PDF ${story.title}`));
          },
          fail: () => {
            printing.splice(printing.indexOf(entry), 1);
            reject(new Error("the thread stopped"));
          },
        };
        printing.push(entry);
      }),
    close: async () => {
      isClosed = true;
      for (const entry of [...printing]) entry.fail();
    },
  };
  return { press, printing };
}

const until = async (done: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("it was not refused");
};

describe("the printed books' queue", () => {
  let t: TestApp;
  const queues: Array<ReturnType<typeof createBookPrintQueue>> = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await resetTestApp(t);
  });
  afterAll(() => t.close());

  let families = 0;
  /** A family with `count` saved three-scene stories; their ids. */
  async function familyWithStories(count = 1) {
    const family = (families += 1);
    const [user] = await t.db
      .insert(users)
      .values({ username: `family${family}`, email: `family${family}@example.com` })
      .returning({ id: users.id });
    const storyIds: string[] = [];
    for (let index = 0; index < count; index++) {
      const [story] = await t.db
        .insert(stories)
        .values({
          userId: user!.id,
          title: `Story ${family}.${index}`,
          content: "A cat sat. A dog ran. The End.",
          scenes: ["A cat sat.", "A dog ran.", "The End."].map((description, scene) => ({
            sceneNumber: scene + 1,
            description,
            imageUrl: null,
          })),
        })
        .returning({ id: stories.id });
      storyIds.push(story!.id);
    }
    return { userId: user!.id, storyIds };
  }

  function queueOf(press: BookPress, options: Partial<BookPrintQueueOptions> = {}) {
    const queue = createBookPrintQueue(
      { db: t.db, press, now: () => new Date(), log: { error: () => {} }, isOnlyProcess: true },
      { pollMs: 0, ...options },
    );
    queues.push(queue);
    return queue;
  }

  it("prints at most the global cap at once, tells each waiting book its place, and takes the next when one is done", async () => {
    const { press, printing } = fakePress(3);
    const queue = queueOf(press, { booksAtOnce: 1 });
    await queue.start();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => familyWithStories()));
    const first = await queue.ask(a!.userId, a!.storyIds[0]!);
    const second = await queue.ask(b!.userId, b!.storyIds[0]!);
    const third = await queue.ask(c!.userId, c!.storyIds[0]!);
    expect(first.pagesTotal).toBe(5);
    expect(second).toMatchObject({ state: "queued", booksAhead: 1, pagesDone: 0 });
    expect(third).toMatchObject({ state: "queued", booksAhead: 2 });
    await until(() => printing.length === 1);
    expect(await queue.status(a!.userId, a!.storyIds[0]!)).toMatchObject({ state: "printing" });

    // The pages done are told as the book thread tells them.
    printing[0]!.onProgress(3, 5);
    await until(async () => (await queue.status(a!.userId, a!.storyIds[0]!)).pagesDone === 3);
    expect(printing).toHaveLength(1);

    printing[0]!.finish();
    await until(() => printing[0]?.story.title === "Story 2.0");
    expect(await queue.status(a!.userId, a!.storyIds[0]!)).toMatchObject({
      state: "ready",
      pagesDone: 5,
      pagesTotal: 5,
    });
    expect(await queue.status(c!.userId, c!.storyIds[0]!)).toMatchObject({ booksAhead: 1 });
    const book = await queue.download(a!.userId, a!.storyIds[0]!);
    expect(new TextDecoder().decode(book?.pdf)).toBe("%PDF Story 1.0");
    // Only the family's own: another family gets nothing and cannot even see it.
    expect(await queue.download(b!.userId, a!.storyIds[0]!)).toBeNull();
    expect((await refusal(queue.status(b!.userId, a!.storyIds[0]!))).status).toBe(404);
  });

  it("hands a process's threads no more books than they can print, whatever the global cap", async () => {
    const { press, printing } = fakePress(1);
    const queue = queueOf(press, { booksAtOnce: 2 });
    await queue.start();
    const [a, b] = await Promise.all([1, 2].map(() => familyWithStories()));
    await queue.ask(a!.userId, a!.storyIds[0]!);
    await queue.ask(b!.userId, b!.storyIds[0]!);
    await until(() => printing.length === 1);
    expect(await queue.status(b!.userId, b!.storyIds[0]!)).toMatchObject({
      state: "queued",
      booksAhead: 1,
    });
    printing[0]!.finish();
    await until(() => printing[0]?.story.title === "Story " + families + ".0");
    expect(await queue.status(b!.userId, b!.storyIds[0]!)).toMatchObject({ state: "printing" });
  });

  it("lets a family have one book waiting or printing: asking again answers the same book, another story is refused", async () => {
    const { press, printing } = fakePress(1);
    const queue = queueOf(press);
    await queue.start();
    const family = await familyWithStories(2);
    const [one, two] = family.storyIds;
    await queue.ask(family.userId, one!);
    await queue.ask(family.userId, one!);
    expect(await t.db.select().from(bookPrints)).toHaveLength(1);
    expect(await refusal(queue.ask(family.userId, two!))).toEqual({
      status: 429,
      message: BOOK_PRINT_MESSAGES.anotherBook,
    });
    await until(() => printing.length === 1);
    printing[0]!.finish();
    await until(async () => (await queue.status(family.userId, one!)).state === "ready");
    // Once it is made, the next may be asked for; the made one is answered at once, not redone.
    expect((await queue.ask(family.userId, two!)).state).not.toBe("failed");
    expect((await queue.ask(family.userId, one!)).state).toBe("ready");
    // Someone else's story is 404, as with every story call.
    const stranger = await familyWithStories();
    expect((await refusal(queue.ask(stranger.userId, one!))).status).toBe(404);
  });

  it("refuses a new book with 503 once the queue is full", async () => {
    const { press } = fakePress(1);
    const queue = queueOf(press, { maxWaiting: 1, booksAtOnce: 1 });
    await queue.start();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => familyWithStories()));
    await queue.ask(a!.userId, a!.storyIds[0]!);
    await queue.ask(b!.userId, b!.storyIds[0]!);
    expect(await refusal(queue.ask(c!.userId, c!.storyIds[0]!))).toEqual({
      status: 503,
      message: BOOK_PRINT_MESSAGES.queueFull,
    });
  });

  it("tells a failed book and prints it again when asked again", async () => {
    const { press, printing } = fakePress(1);
    const queue = queueOf(press);
    await queue.start();
    const family = await familyWithStories();
    const storyId = family.storyIds[0]!;
    await queue.ask(family.userId, storyId);
    await until(() => printing.length === 1);
    printing[0]!.fail();
    await until(async () => (await queue.status(family.userId, storyId)).state === "failed");
    expect(await queue.status(family.userId, storyId)).toMatchObject({
      message: BOOK_PRINT_MESSAGES.failed,
    });
    await queue.ask(family.userId, storyId);
    await until(() => printing.length === 1);
  });

  it("takes up a book another process left printing, and puts its own back when it stops", async () => {
    const family = await familyWithStories(1);
    const storyId = family.storyIds[0]!;
    await t.db.insert(bookPrints).values({
      storyId,
      userId: family.userId,
      state: "printing",
      pagesTotal: 5,
      pagesDone: 2,
      tries: 1,
      heartbeatAt: new Date(Date.now() - 5 * 60_000),
    });
    const { press, printing } = fakePress(1);
    const queue = createBookPrintQueue(
      { db: t.db, press, now: () => new Date(), log: { error: () => {} }, isOnlyProcess: false },
      { pollMs: 20 },
    );
    queues.push(queue);
    await queue.start();
    await until(() => printing.length === 1);
    const [row] = await t.db.select().from(bookPrints).where(eq(bookPrints.storyId, storyId));
    expect(row).toMatchObject({ state: "printing", tries: 2, pagesDone: 0 });
    await queue.stop();
    const [after] = await t.db.select().from(bookPrints).where(eq(bookPrints.storyId, storyId));
    expect(after).toMatchObject({ state: "queued", tries: 1 });
  });

  it("sweeps finished books an hour after they were made", async () => {
    const family = await familyWithStories(2);
    const [old, fresh] = family.storyIds;
    const finished = (storyId: string, minutesAgo: number) => ({
      storyId,
      userId: family.userId,
      state: "ready" as const,
      pagesTotal: 5,
      pdf: new Uint8Array([1, 2, 3]),
      finishedAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.db.insert(bookPrints).values([finished(old!, 61), finished(fresh!, 10)]);
    const queue = queueOf(fakePress(1).press);
    await queue.sweep();
    const left = await t.db.select({ storyId: bookPrints.storyId }).from(bookPrints);
    expect(left).toEqual([{ storyId: fresh }]);
  });
});
