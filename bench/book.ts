import { createBookPress } from "../src/server/stories/book-pdf/book-press";
import type { TBookStory } from "../src/server/stories/book-pdf/book-story";
import { tellStory } from "../src/server/stories/builtin-storyteller";
import { benchBooksUnderLoad } from "./book-load";
import { ms, quantile } from "./stats";

const RUNS = 5;
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

/**
 * The printed book of an 8-scene story as the server makes it: on a book thread of its own
 * (`book-press.ts`), every picture drawn anew at print size, laid out and written as a PDF; and
 * the file's size. Then other families' pictures and the health call while 18 books are asked
 * for at once (`book-load.ts`).
 */
export async function benchBook(): Promise<void> {
  await benchOneBook();
  await benchBooksUnderLoad();
}

async function benchOneBook(): Promise<void> {
  const press = createBookPress();
  try {
    const title = "The Dragon's Picnic";
    const told = tellStory({ title, story: EIGHT_SCENES, mood: "happy", colorTheme: "rainbow" });
    if (told.length !== 8) throw new Error(`expected 8 scenes, got ${told.length}`);
    const story: TBookStory = {
      title,
      content: EIGHT_SCENES,
      mood: "happy",
      colorTheme: "rainbow",
      scenes: told.map((scene) => scene.text),
      maker: "Ada",
      language: "en",
    };
    const make = () => press.print(story, () => {});
    // The first book on a fresh thread also loads the artwork and bakes every drawing it uses.
    const firstStarted = performance.now();
    const firstCpu = process.cpuUsage();
    await make();
    const firstCpuUsed = process.cpuUsage(firstCpu);
    const first = performance.now() - firstStarted;
    const timings: number[] = [];
    let bytes = 0;
    const cpuBefore = process.cpuUsage();
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      bytes = (await make()).byteLength;
      timings.push(performance.now() - started);
    }
    // CPU time of the whole process (the book thread included): on a machine shared with other
    // work the wall time says more about the machine than about the book.
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `book: 8-scene story as a print PDF (10 pages) on one book thread p50 ${ms(quantile(timings, 0.5))}, ` +
        `max ${ms(Math.max(...timings))} over ${RUNS} runs, ` +
        `CPU ${ms((cpu.user + cpu.system) / 1000 / RUNS)} a book, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB; the first book on a fresh thread ${ms(first)}, ` +
        `CPU ${ms((firstCpuUsed.user + firstCpuUsed.system) / 1000)}`,
    );
  } finally {
    await press.close();
  }
}
