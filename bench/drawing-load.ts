/**
 * `npm run bench -- drawing`: how responsive the API stays while pictures are drawn. A platinum
 * family keeps 50 generations in flight over real HTTP while a prober calls `GET /api/health`
 * one after another; prints the health call's latency idle and under that load, and the pictures
 * finished per second: first with the server's pool of drawing threads, then (for comparison on
 * the same machine at the same time) with the illustrator drawing on the event loop.
 */
import { availableParallelism } from "node:os";
import { eq } from "drizzle-orm";
import { users } from "../src/server/db/schema";
import { createBuiltinIllustrator } from "../src/server/providers/images/builtin-illustrator";
import type { ImageProvider } from "../src/server/providers/images/image-provider";
import { createTestApp } from "../src/server/test/test-app";
import { numberedIdea } from "./numbered-idea";
import { ms, quantile } from "./stats";

const IN_FLIGHT = 50;
const PICTURES = 250;
const IDLE_PROBES = 100;
const PASSWORD = "bench-drawing-secret";

export async function benchDrawingLoad(): Promise<void> {
  console.log(`drawing load (${availableParallelism()} cores):`);
  await measure("worker pool", undefined);
  await measure("event loop", createBuiltinIllustrator());
}

async function measure(label: string, imageProvider: ImageProvider | undefined): Promise<void> {
  const t = await createTestApp({
    env: { GENERATIONS_PER_MINUTE: "100000" },
    ...(imageProvider ? { imageProvider } : {}),
  });
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  try {
    const cookie = await platinumFamily(base, t.db);
    const generate = async (description: string) => {
      const response = await fetch(`${base}/api/images/generate`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ description }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`generate answered ${response.status}`);
    };
    const health = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`health answered ${response.status}`);
      return performance.now() - started;
    };

    // Warm up: the artwork caches and (where there is one) every drawing thread.
    await Promise.all(Array.from({ length: 8 }, (_, index) => generate(`a warm up cat ${index}`)));
    const idle: number[] = [];
    for (let probe = 0; probe < IDLE_PROBES; probe++) idle.push(await health());

    let started = 0;
    let finished = 0;
    const loaded: number[] = [];
    const began = performance.now();
    const drawer = async () => {
      while (started < PICTURES) {
        started++;
        await generate(numberedIdea(started));
        finished++;
      }
    };
    const prober = async () => {
      while (finished < PICTURES) loaded.push(await health());
    };
    await Promise.all([...Array.from({ length: IN_FLIGHT }, drawer), prober()]);
    const seconds = (performance.now() - began) / 1000;

    console.log(
      `  ${label}: health idle p50 ${ms(quantile(idle, 0.5))}, p99 ${ms(quantile(idle, 0.99))}; ` +
        `while ${IN_FLIGHT} pictures are drawn p50 ${ms(quantile(loaded, 0.5))}, p99 ${ms(quantile(loaded, 0.99))}, max ${ms(Math.max(...loaded))} (${loaded.length} calls); ` +
        `${PICTURES} pictures in ${seconds.toFixed(1)} s = ${(PICTURES / seconds).toFixed(1)} pictures/s`,
    );
  } finally {
    await t.close();
  }
}

/** Signs up a family, confirms it and puts it on platinum (600 pictures a month). */
async function platinumFamily(
  base: string,
  db: Awaited<ReturnType<typeof createTestApp>>["db"],
): Promise<string> {
  const username = `bench${Date.now()}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
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
  await db
    .update(users)
    .set({ emailVerified: "true", subscriptionPlan: "platinum" })
    .where(eq(users.username, username));
  const signedIn = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`login answered ${signedIn.status}`);
  return signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
}
