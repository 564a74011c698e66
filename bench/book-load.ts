/**
 * `npm run bench -- book` (second part): other families' pictures and `GET /api/health` while
 * many printed books are asked for at once. 18 families each ask for their 8-scene story's book
 * at the same moment (`GET /api/stories/{id}/book.pdf`, each from its own address, as 18 homes
 * would), while two other families keep drawing pictures (one at a time each, a short pause
 * between, as children do) and a prober calls `/api/health` one call after another. Prints the
 * pictures' and the health call's latency before the books and while they are made, the pictures
 * refused, and how many books were answered (and how soon) while it watched (60 s at most).
 *
 * Only HTTP and the database are used, so the same file measures an older version of the app
 * (copy it beside that version's bench/ to compare, old and new alternately).
 */
import { eq } from "drizzle-orm";
import { stories, users } from "../src/server/db/schema";
import { createTestApp } from "../src/server/test/test-app";
import { tellStory } from "../src/server/stories/builtin-storyteller";
import { numberedIdea } from "./numbered-idea";
import { ms, quantile } from "./stats";

const BOOKS = Number(process.env.BENCH_BOOKS ?? 18);
const PICTURE_LOOPS = 2;
const PAUSE_BETWEEN_PICTURES_MS = 300;
const IDLE_SECONDS = 10;
/** The books are watched this long at most: on a busy machine 18 books take minutes. */
const WINDOW_SECONDS = Number(process.env.BENCH_BOOK_SECONDS ?? 60);
const PASSWORD = "bench-book-secret";
const TITLE = "The Dragon's Picnic";
const EIGHT_SCENES = [
  "A purple dragon lived in a big castle on a hill.",
  "One day the dragon met a little girl with a red balloon.",
  "They flew over the forest to a picnic with cake.",
  "Suddenly it started to rain on the happy picnic.",
  "A rainbow came out and a frog jumped in a puddle.",
  "The girl and the dragon danced with the frog by the lake.",
  "Then they ate ice cream under a tall tree.",
  "The dragon and the girl went home and slept under the stars.",
].join(" ");

type Db = Awaited<ReturnType<typeof createTestApp>>["db"];

export async function benchBooksUnderLoad(): Promise<void> {
  const t = await createTestApp({
    env: { GENERATIONS_PER_MINUTE: "100000", TRUST_PROXY: "true" },
  });
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  let closing: Promise<unknown> = Promise.resolve();
  try {
    const told = tellStory({
      title: TITLE,
      story: EIGHT_SCENES,
      mood: "happy",
      colorTheme: "rainbow",
    });
    if (told.length !== 8) throw new Error(`expected 8 scenes, got ${told.length}`);
    const bookFamilies = await Promise.all(
      Array.from({ length: BOOKS }, async (_, index) => {
        const address = `198.18.1.${index + 1}`;
        const family = await signedInFamily(base, t.db, `book${index}`, address);
        const [story] = await t.db
          .insert(stories)
          .values({
            userId: family.userId,
            title: TITLE,
            content: EIGHT_SCENES,
            mood: "happy",
            colorTheme: "rainbow",
            scenes: told.map((scene, sceneIndex) => ({
              sceneNumber: sceneIndex + 1,
              description: scene.text,
              imageUrl: null,
            })),
          })
          .returning({ id: stories.id });
        return { ...family, address, storyId: story!.id };
      }),
    );
    const drawers = await Promise.all(
      Array.from({ length: PICTURE_LOOPS }, (_, index) =>
        signedInFamily(base, t.db, `pictures${index}`, `198.18.2.${index + 1}`),
      ),
    );

    let pictureCount = 0;
    const picture = async (cookie: string, address: string) => {
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/images/generate`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, "x-forwarded-for": address },
          body: JSON.stringify({ description: numberedIdea(pictureCount++) }),
        });
        await response.arrayBuffer();
        return { ms: performance.now() - started, status: response.status };
      } catch {
        return { ms: performance.now() - started, status: 0 };
      }
    };
    const health = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_PICTURES_MS));

    /** Pictures and health calls until `done()`; the timings of each. */
    const measureWhile = async (done: () => boolean) => {
      const pictures: number[] = [];
      const healthCalls: number[] = [];
      let refused = 0;
      const loop = async (family: (typeof drawers)[number], index: number) => {
        while (!done()) {
          const drawn = await picture(family.cookie, `198.18.2.${index + 1}`);
          if (drawn.status === 201) pictures.push(drawn.ms);
          else refused++;
          await pause();
        }
      };
      const prober = async () => {
        while (!done()) {
          healthCalls.push(await health());
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await Promise.all([...drawers.map(loop), prober()]);
      return { pictures, healthCalls, refused };
    };

    // Warm up the drawing threads and the artwork, then the figures with no book being made.
    for (let index = 0; index < 8; index++) await picture(drawers[0]!.cookie, "198.18.2.1");
    const idleUntil = performance.now() + IDLE_SECONDS * 1000;
    const idle = await measureWhile(() => performance.now() > idleUntil);

    let booksLeft = bookFamilies.length;
    const bookTimes: number[] = [];
    const bookStatuses = new Map<number | string, number>();
    const began = performance.now();
    const books = Promise.all(
      bookFamilies.map(async (family) => {
        const started = performance.now();
        try {
          // A server that queues books answers 202 while the book is still being made.
          for (;;) {
            let status: number | string;
            try {
              const response = await fetch(`${base}/api/stories/${family.storyId}/book.pdf`, {
                headers: { cookie: family.cookie, "x-forwarded-for": family.address },
              });
              await response.arrayBuffer();
              status = response.status;
            } catch {
              // The server closed the connection (a book longer than its idle limit).
              status = "closed";
            }
            bookStatuses.set(status, (bookStatuses.get(status) ?? 0) + 1);
            if (status !== 202) break;
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
          bookTimes.push(performance.now() - started);
        } finally {
          booksLeft--;
        }
      }),
    );
    const windowEnd = began + WINDOW_SECONDS * 1000;
    const during = await measureWhile(() => booksLeft === 0 || performance.now() > windowEnd);
    const seconds = (performance.now() - began) / 1000;
    const booksDone = bookTimes.length;

    const line = (label: string, figures: typeof idle) =>
      `  ${label}: pictures p50 ${ms(quantile(figures.pictures, 0.5))}, p95 ${ms(quantile(figures.pictures, 0.95))}, ` +
      `max ${ms(Math.max(...figures.pictures))} (${figures.pictures.length} drawn, ${figures.refused} refused); ` +
      `/api/health p50 ${ms(quantile(figures.healthCalls, 0.5))}, p95 ${ms(quantile(figures.healthCalls, 0.95))}, ` +
      `max ${ms(Math.max(...figures.healthCalls))} (${figures.healthCalls.length} calls)`;
    console.log(`book load: ${BOOKS} families ask for their 8-scene book at once`);
    console.log(line("before the books", idle));
    console.log(line("while the books are made", during));
    console.log(
      `  books: ${booksDone} of ${BOOKS} answered in the ${seconds.toFixed(1)} s measured; each p50 ${ms(quantile(bookTimes, 0.5))}, ` +
        `max ${ms(Math.max(...bookTimes))}; answers ${[...bookStatuses].map(([status, count]) => `${count}× ${status}`).join(", ")}`,
    );
    closing = books;
  } finally {
    await t.close();
    // Books still waiting when the server closed end with it.
    await closing;
  }
}

/** Signs up a family from `address`, confirms it and puts it on platinum. */
async function signedInFamily(base: string, db: Db, name: string, address: string) {
  const username = `${name}_${Date.now().toString(36)}`;
  const headers = { "content-type": "application/json", "x-forwarded-for": address };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Family",
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  if (!registered.ok) throw new Error(`register answered ${registered.status}`);
  const [user] = await db
    .update(users)
    .set({ emailVerified: "true", subscriptionPlan: "platinum" })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  const signedIn = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`login answered ${signedIn.status}`);
  return { userId: user!.id, cookie: signedIn.headers.get("set-cookie")?.split(";")[0] ?? "" };
}
