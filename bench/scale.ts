/**
 * `npm run bench -- scale`: one server process against two behind the same nginx, side by side in
 * one run on one PostgreSQL database and one bucket: pictures a second (and a picture's p50/p95),
 * gallery polls a second (an unchanged poll, as the web app sends every 10 s), and the gallery
 * list's latency while pictures are drawn. Needs `npm run build`, `DATABASE_URL` and nginx (see
 * docs/deploy.md). Both balancers send to the first process; the second adds the other one.
 */
import { availableParallelism } from "node:os";
import pg from "pg";
import { nginxBinary, startBalancer } from "../scale/balancer";
import { freePort, startCluster } from "../scale/cluster";
import { httpFamily, type HttpFamily } from "../scale/http-family";
import { signUpFamily } from "../scale/sign-up-family";
import { numberedIdea } from "./numbered-idea";
import { ms, quantile } from "./stats";

const ROUNDS = 3;
const ROUND_SECONDS = 6;
const CONCURRENCY = 8;
const GALLERY_PICTURES = 100;

let ideas = 0;

async function pictureRound(family: HttpFamily) {
  const latencies: number[] = [];
  const deadline = performance.now() + ROUND_SECONDS * 1000;
  const started = performance.now();
  const caller = async () => {
    while (performance.now() < deadline) {
      const began = performance.now();
      const answer = await family.post("/api/images/generate", {
        description: numberedIdea((ideas += 1)),
      });
      if (answer.status !== 201) throw new Error(`a picture answered ${answer.status}`);
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, caller));
  return { rate: latencies.length / ((performance.now() - started) / 1000), latencies };
}

async function pollRound(family: HttpFamily, tag: string) {
  let polls = 0;
  const deadline = performance.now() + ROUND_SECONDS * 1000;
  const started = performance.now();
  const caller = async () => {
    while (performance.now() < deadline) {
      const answer = await family.get("/api/images", { "if-none-match": tag });
      if (answer.status !== 304) throw new Error(`an unchanged poll answered ${answer.status}`);
      polls += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, caller));
  return polls / ((performance.now() - started) / 1000);
}

/** `GET /api/images` one after another while `CONCURRENCY` callers make pictures. */
async function galleryWhileDrawing(family: HttpFamily) {
  const latencies: number[] = [];
  let drawing = true;
  const pictures = pictureRound(family).finally(() => (drawing = false));
  while (drawing) {
    const began = performance.now();
    const answer = await family.get("/api/images");
    if (answer.status !== 200) throw new Error(`the gallery answered ${answer.status}`);
    latencies.push(performance.now() - began);
  }
  await pictures;
  return latencies;
}

export async function benchScale(): Promise<void> {
  if (!process.env.DATABASE_URL || !nginxBinary()) {
    console.log("scale: skipped (needs DATABASE_URL, nginx and npm run build; see docs/deploy.md)");
    return;
  }
  const cluster = await startCluster({
    processes: 2,
    env: { GENERATIONS_PER_MINUTE: "1000000" },
  });
  const single = await startBalancer({
    port: await freePort(),
    upstreamPorts: [cluster.servers[0]!.port],
  });
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  try {
    await db.connect();
    const { family: viaTwo, id } = await signUpFamily(cluster, "Bench");
    await db.query(
      `update users set subscription_plan = 'platinum', subscription_end_date = now() + interval '30 days' where id = $1`,
      [id],
    );
    // The same family (its cookies) through the balancer of one process.
    const viaOne = httpFamily({ publicUrl: cluster.origin, via: single.origin });
    const login = await viaOne.post("/api/auth/login", {
      username: (await viaTwo.get("/api/auth/user")).json().username,
      password: "dino-secret",
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    // Warm up both processes' drawing threads and fill the gallery's first pages.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (ideas < GALLERY_PICTURES) {
          const answer = await viaTwo.post("/api/images/generate", {
            description: numberedIdea((ideas += 1)),
          });
          if (answer.status !== 201) throw new Error(`a picture answered ${answer.status}`);
        }
      }),
    );

    const setups = [
      { label: "1 process", family: viaOne },
      { label: "2 processes", family: viaTwo },
    ];
    const figures = setups.map(() => ({
      pictureRates: [] as number[],
      latencies: [] as number[],
      pollRates: [] as number[],
      galleryWhileDrawing: [] as number[],
    }));
    const tag = (await viaTwo.get("/api/images")).headers.etag as string;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, setup] of setups.entries()) {
        const pictures = await pictureRound(setup.family);
        figures[index]!.pictureRates.push(pictures.rate);
        figures[index]!.latencies.push(...pictures.latencies);
      }
      for (const [index, setup] of setups.entries()) {
        // Pictures made since change the tag: ask for the current one first.
        const current = (await setup.family.get("/api/images")).headers.etag as string;
        figures[index]!.pollRates.push(await pollRound(setup.family, current ?? tag));
      }
    }
    for (const [index, setup] of setups.entries()) {
      figures[index]!.galleryWhileDrawing = await galleryWhileDrawing(setup.family);
    }

    console.log(
      `scale (${availableParallelism()} cores; PostgreSQL, s3rver and nginx on the same machine; ` +
        `${CONCURRENCY} callers, medians of ${ROUNDS} alternating ${ROUND_SECONDS} s rounds):`,
    );
    const rows = setups.map((setup, index) => {
      const figure = figures[index]!;
      return {
        setup,
        pictures: quantile(figure.pictureRates, 0.5),
        polls: quantile(figure.pollRates, 0.5),
        ...figure,
      };
    });
    for (const row of rows) {
      console.log(
        `  ${`${row.setup.label}:`.padEnd(13)} ${row.pictures.toFixed(1)} pictures/s (p50 ${ms(quantile(row.latencies, 0.5))}, ` +
          `p95 ${ms(quantile(row.latencies, 0.95))}); ${row.polls.toFixed(0)} gallery polls/s (304); ` +
          `GET /api/images while drawing p50 ${ms(quantile(row.galleryWhileDrawing, 0.5))}, ` +
          `p99 ${ms(quantile(row.galleryWhileDrawing, 0.99))} (${row.galleryWhileDrawing.length} calls)`,
      );
    }
    const [one, two] = rows;
    console.log(
      `  two / one: pictures ${(two!.pictures / one!.pictures).toFixed(2)}×, ` +
        `gallery polls ${(two!.polls / one!.polls).toFixed(2)}×`,
    );
  } finally {
    await db.end().catch(() => {});
    await single.close();
    await cluster.close();
  }
}
