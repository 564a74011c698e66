import { ZGeneratedStory } from "../src/shared/contracts/stories";
import { createTestApp } from "../src/server/test/test-app";
import { ms, quantile } from "./stats";
import { evaluateStories, percent } from "./story-evaluation/evaluate-stories";
import { NAMED_HERO_STORIES } from "./story-evaluation/named-hero-stories";
import { writeStorySheets } from "./story-evaluation/story-sheets";

const STORIES = 19;
const FIVE_SCENES = [
  "A purple dragon lived in a big castle on a hill.",
  "One day the dragon met a little girl with a red balloon.",
  "They flew over the forest to a picnic with cake.",
  "Suddenly it started to rain on the happy picnic.",
  "The dragon and the girl went home and slept under the stars.",
].join(" ");

/**
 * The evaluation set's pages (`--sheets=dir` also writes each story's pages as a contact sheet),
 * then a 5-scene story end to end (tell, draw every scene, store): the goal is p50 under 600 ms.
 */
export async function benchStories(): Promise<void> {
  await benchStoryPages();
  await benchStoryDrawing();
}

async function benchStoryPages(): Promise<void> {
  const figures = evaluateStories();
  for (const { story, pageFaults, castFaults } of figures.verdicts) {
    const faults = [
      ...castFaults,
      ...pageFaults.flatMap((page, index) =>
        page.length > 0 ? [`p${index + 1}: ${page.join(", ")}`] : [],
      ),
    ];
    if (faults.length > 0) console.log(`  ${story.title}: ${faults.join("; ")}`);
  }
  console.log(
    `stories: ${figures.verdicts.length} evaluation stories, pages right ${figures.pagesRight}/${figures.pages} (${percent(figures.pagesRight, figures.pages)}, goal 90 %), ` +
      `casts of characters only ${figures.castsClean}/${figures.casts} (${percent(figures.castsClean, figures.casts)}, goal 100 %), ` +
      `characters identical page to page ${figures.appearancesIdentical}/${figures.appearances} (${percent(figures.appearancesIdentical, figures.appearances)}, goal 95 %)`,
  );
  const kinds = [...figures.byKind].map(
    ([kind, { pages, pagesRight }]) => `${kind} ${pagesRight}/${pages}`,
  );
  console.log(`stories that keep their world, pages right per kind: ${kinds.join(", ")}`);
  const named = evaluateStories(NAMED_HERO_STORIES);
  const namedKinds = [...named.byKind].map(
    ([kind, { pages, pagesRight }]) => `${kind} ${pagesRight}/${pages}`,
  );
  console.log(
    `heroes known by a name alone (${named.verdicts.length} stories), pages right ${named.pagesRight}/${named.pages} per kind: ${namedKinds.join(", ")}; every face seen ${named.facesClear}/${named.pages}`,
  );
  console.log(
    `stories: pages with every face seen (none under water or off the frame) ${figures.facesClear}/${figures.pages}`,
  );
  const sheets = process.argv.find((arg) => arg.startsWith("--sheets="))?.slice("--sheets=".length);
  if (sheets) {
    await writeStorySheets(sheets, figures.verdicts);
    console.log(`stories: ${figures.verdicts.length} contact sheets → ${sheets}`);
  }
}

async function benchStoryDrawing(): Promise<void> {
  const t = await createTestApp({
    env: { TRIAL_STORIES: String(STORIES + 1), GENERATIONS_PER_MINUTE: "100000" },
  });
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  try {
    const request = (cookie = "") => ({
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        title: "The Dragon's Picnic",
        story: FIVE_SCENES,
        mood: "magical",
        colorTheme: "rainbow",
      }),
    });
    const first = await fetch(`${base}/api/stories/generate`, request());
    const cookie = first.headers.get("set-cookie")?.split(";")[0] ?? "";
    const scenes = ZGeneratedStory.parse(await first.json()).scenes;
    if (scenes.length !== 5) throw new Error(`expected 5 scenes, got ${scenes.length}`);

    const timings: number[] = [];
    for (let index = 0; index < STORIES; index++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/stories/generate`, request(cookie));
      if (response.status !== 201) throw new Error(`generate answered ${response.status}`);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    console.log(
      `stories: ${STORIES} five-scene stories end to end, p50 ${ms(quantile(timings, 0.5))}, p95 ${ms(quantile(timings, 0.95))} (goal: p50 under 600 ms)`,
    );
  } finally {
    await t.close();
  }
}
