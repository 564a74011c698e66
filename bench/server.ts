import Fastify from "fastify";
import {
  GALLERY_LINK_HEADER,
  GALLERY_TOTAL_HEADER,
  olderPageUrlOf,
} from "../src/shared/contracts/gallery-pages";
import { ZImageList } from "../src/shared/contracts/images";
import { analyzeChangedTables } from "../src/server/db/refresh-statistics";
import { createTestApp } from "../src/server/test/test-app";
import { numberedIdea } from "./numbered-idea";
import { ms, quantile, sideBySide, throughput } from "./stats";

const GENERATIONS = 40;
const GALLERY_SIZE = 100;

/** Picture generation end to end and gallery throughput, next to a bare Fastify route. */
export async function benchServer(): Promise<void> {
  const t = await createTestApp({ env: { TRIAL_IMAGES: "100", GENERATIONS_PER_MINUTE: "100000" } });
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  try {
    const first = await fetch(`${base}/api/images/generate`, post("a little red car"));
    const cookie = first.headers.get("set-cookie")?.split(";")[0] ?? "";

    const timings: number[] = [];
    for (let index = 0; index < GENERATIONS; index++) {
      const started = performance.now();
      const response = await fetch(
        `${base}/api/images/generate`,
        post(numberedIdea(index), cookie),
      );
      if (response.status !== 201) throw new Error(`generate answered ${response.status}`);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    console.log(
      `generate: ${GENERATIONS} pictures end to end, p50 ${ms(quantile(timings, 0.5))}, p95 ${ms(quantile(timings, 0.95))}`,
    );

    for (let made = GENERATIONS + 1; made < GALLERY_SIZE; made++) {
      await fetch(`${base}/api/images/generate`, post(`a blue boat number ${made}`, cookie));
    }
    // As the server's statistics upkeep would after these inserts (every ten minutes on PGlite).
    await analyzeChangedTables(t.db);
    const listed = await fetch(`${base}/api/images`, { headers: { cookie } });
    const gallery = ZImageList.parse(await listed.json());
    const galleryBody = JSON.stringify(gallery);
    const bare = Fastify();
    bare.get("/bare", async (_request, reply) => reply.type("application/json").send(galleryBody));
    const bareBase = await bare.listen({ host: "127.0.0.1", port: 0 });
    const [listRate, bareRate] = await sideBySide(
      async () => (await fetch(`${base}/api/images`, { headers: { cookie } })).arrayBuffer(),
      async () => (await fetch(`${bareBase}/bare`)).arrayBuffer(),
    );
    await bare.close();
    console.log(
      `GET /api/images, the newest page: ${gallery.length} of ${listed.headers.get(GALLERY_TOTAL_HEADER)} pictures (${(galleryBody.length / 1024).toFixed(0)} KB): ${listRate.toFixed(0)} req/s; bare Fastify route with the same body: ${bareRate.toFixed(0)} req/s (ratio ${(listRate / bareRate).toFixed(2)}, medians of 5 alternating 1 s rounds)`,
    );
    const olderPage = olderPageUrlOf(listed.headers.get(GALLERY_LINK_HEADER));
    if (!olderPage) throw new Error("the gallery gave no older page");
    const olderRate = await throughput(
      async () => (await fetch(`${base}${olderPage}`, { headers: { cookie } })).arrayBuffer(),
      { seconds: 3, concurrency: 8, maxRequests: 20_000 },
    );
    console.log(
      `GET /api/images?before=..., the next older page (asked of the database every time): ${olderRate.toFixed(0)} req/s`,
    );
    const etag = listed.headers.get("etag") ?? "";
    const unchangedRate = await throughput(
      async () =>
        (
          await fetch(`${base}/api/images`, { headers: { cookie, "if-none-match": etag } })
        ).arrayBuffer(),
      { seconds: 3, concurrency: 8, maxRequests: 20_000 },
    );
    console.log(
      `GET /api/images unchanged since the last poll (304): ${unchangedRate.toFixed(0)} req/s`,
    );
  } finally {
    await t.close();
  }
}

function post(description: string, cookie = ""): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ description }),
  };
}
