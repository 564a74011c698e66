/**
 * `npm run bench -- offline-drawing`: the browser's offline drawing (the app's own module, built
 * by Vite) timed in the system Chromium for 1024² pictures, p50/p95 after a warm-up pass, and how
 * close each picture is to the server's drawing of the same words and seed.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { build } from "vite";
import { createBuiltinIllustrator } from "../src/server/providers/images/builtin-illustrator";
import { BENCH_DESCRIPTIONS } from "./illustrator";
import { ms, quantile } from "./stats";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUT_DIR = path.resolve(".tmp/bench-offline-drawing");
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
};

export async function benchOfflineDrawing(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`offline drawing: skipped (no Chromium at ${CHROMIUM})`);
    return;
  }
  await build({
    configFile: path.resolve("vite.config.ts"),
    root: path.resolve("bench/offline-drawing"),
    logLevel: "warn",
    build: { outDir: OUT_DIR, emptyOutDir: true },
  });
  const server = await serveFolder(OUT_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    await page.goto(`http://127.0.0.1:${port}/index.html`);
    await page.waitForFunction(() => typeof window.benchDraw === "function");
    const draw = (description: string) =>
      page.evaluate((words) => window.benchDraw(words), description);
    const descriptions = BENCH_DESCRIPTIONS.filter((description) => description.trim());
    for (const description of descriptions) await draw(description);
    const timings: number[] = [];
    const differences: number[] = [];
    const server_ = createBuiltinIllustrator();
    for (const description of descriptions) {
      const drawn = await draw(description);
      timings.push(drawn.ms);
      const expected = await server_.generate(description, { seed: drawn.seed });
      differences.push(await meanDifference(Buffer.from(drawn.pngBase64, "base64"), expected.png));
    }
    console.log(
      `offline drawing in Chromium (${descriptions.length} pictures, 1024² PNG): ` +
        `p50 ${ms(quantile(timings, 0.5))}, p95 ${ms(quantile(timings, 0.95))}; ` +
        `difference from the server's picture: mean ${quantile(differences, 0.5).toFixed(2)} ` +
        `(p50), worst ${Math.max(...differences).toFixed(2)} of 255 per channel`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

/** Mean absolute difference per channel (0–255) between two same-sized pictures. */
export async function meanDifference(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [first, second].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  if (!a || !b || a.length !== b.length) return Number.POSITIVE_INFINITY;
  let total = 0;
  for (let index = 0; index < a.length; index++) total += Math.abs(a[index]! - b[index]!);
  return total / a.length;
}

function serveFolder(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(root, path.normalize(decodeURIComponent(request.url ?? "/")));
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    readFile(file)
      .then((body) =>
        response
          .writeHead(200, {
            "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
          })
          .end(body),
      )
      .catch(() => response.writeHead(404).end());
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
