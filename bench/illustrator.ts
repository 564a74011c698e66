/**
 * `npm run bench -- illustrator`: renders a fixed list of varied descriptions to 1024² PNG (plus
 * thumbnail) with the built-in illustrator, prints p50/p95 (then for each other language's
 * evaluation set, read in that language), then draws 1,000 pictures and prints
 * the peak resident memory, which must stay flat (the artwork caches are bounded).
 */
import { createBuiltinIllustrator } from "../src/server/providers/images/builtin-illustrator";
import { composeScene } from "../src/illustrator";
import type { Language } from "../src/shared/languages";
import { LANGUAGE_SETS } from "./understanding/languages/language-sets";

export const BENCH_DESCRIPTIONS: readonly string[] = [
  "a purple elephant eating ice cream on the moon",
  "three ducks swimming in a pond",
  "lots of stars",
  "my mommy and me at the beach",
  "choo choo train",
  "a dinosaur riding a bike",
  "asdfgh",
  "",
  "the",
  "a happy birthday party with balloons and cake",
  "a friendly dragon in a flower garden",
  "a colourful rocket ship to the moon",
  "a magical cat with rainbow wings",
  "sleeping puppy",
  "dancing unicorn",
  "fire truck in the city at night",
  "polar bear in the snow",
  "hot air balloon over the farm",
  "a big red fire engine",
  "two kitties playing with a ball",
  "a tiny mouse and a giant elephant",
  "a whale under the sea",
  "an octopus and lots of fish",
  "a pirate ship on the sea",
  "a bunny in the forest",
  "a lion in the jungle",
  "a horsie on the farm",
  "moo cow and a piggy",
  "a camel in the desert",
  "a snowman at night",
  "an astronaut in space",
  "a teddy bear in my bedroom",
  "a giraffe and a zebra at the zoo",
  "a princess in a castle",
  "a frog jumping by the pond",
  "a monkey eating a banana",
  "a penguin sliding on the ice",
  "five yellow birdies flying",
  "a green turtle at the beach",
  "a butterfly and a bee in the garden",
  "a race car in the city",
  "grandma and grandpa in the park",
  "a fairy with a magic wand",
  "a robot dancing",
  "a shark swimming in the ocean",
  "a cupcake with a strawberry",
  "a blue bus and a yellow taxi",
  "an owl in the woods at night",
  "a hamburger and french fries",
  "a sunflower and a rainbow",
  "a kangaroo hopping in the desert",
  "an airplane in the sky at sunset",
  "lots of balloons",
  "a baby dragon sleeping on a cloud",
];

const MEMORY_PICTURES = 1000;

export async function benchIllustrator(): Promise<void> {
  const illustrator = createBuiltinIllustrator();
  for (const description of BENCH_DESCRIPTIONS) await illustrator.generate(description);

  const timings: number[] = [];
  for (const description of BENCH_DESCRIPTIONS) {
    const started = performance.now();
    await illustrator.generate(description);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `illustrator: ${timings.length} pictures, p50 ${Math.round(percentile(timings, 0.5))} ms, p95 ${Math.round(percentile(timings, 0.95))} ms`,
  );

  // The other languages: their evaluation sets read by their readers, drawn the same way.
  for (const [language, cases] of Object.entries(LANGUAGE_SETS)) {
    const said = Object.values(cases).flatMap((list) => list.map(([description]) => description));
    const drawn: number[] = [];
    for (const description of said) {
      const started = performance.now();
      await illustrator.renderScene(composeScene(description, { language: language as Language }));
      drawn.push(performance.now() - started);
    }
    drawn.sort((a, b) => a - b);
    console.log(
      `illustrator, ${language}: ${drawn.length} pictures, p50 ${Math.round(percentile(drawn, 0.5))} ms, p95 ${Math.round(percentile(drawn, 0.95))} ms`,
    );
  }

  let peakRss = process.memoryUsage().rss;
  const startRss = peakRss;
  for (let index = 0; index < MEMORY_PICTURES; index += 1) {
    const description = BENCH_DESCRIPTIONS[index % BENCH_DESCRIPTIONS.length] ?? "";
    await illustrator.generate(description, { seed: index });
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    `illustrator: memory peak RSS ${megabytes(peakRss)} MB over ${MEMORY_PICTURES} pictures (${megabytes(startRss)} MB after warm-up, ${megabytes(process.memoryUsage().rss)} MB at the end)`,
  );
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
