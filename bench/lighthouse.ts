import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { quantile } from "./stats";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/", "/try"];
/** Lighthouse on a shared machine wanders by a few points: each page runs this often, median kept. */
const RUNS_PER_PAGE = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Set to a folder to keep each run's full report (lhr JSON) there, to read what held a page back. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

type TRun = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  transferredKb: number;
  /** Lighthouse's measure of this machine's CPU (a quiet desktop scores ~1,000+; busy, far less). */
  benchmarkIndex: number;
  failed: string[];
};

/**
 * Lighthouse (its default mobile emulation) on `/` and `/try` of the built app, served by
 * `node dist/server/main.js` on a scratch port and data folder. Skipped without Chromium.
 */
export async function benchLighthouse(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`lighthouse: skipped, no Chromium at ${CHROMIUM}`);
    return;
  }
  if (!existsSync("dist/server/main.js") || !existsSync("dist/web/index.html")) {
    console.log("lighthouse: skipped, the app is not built (run `npm run build` first)");
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "doodle-lighthouse-"));
  const appPort = await freePort();
  const app = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(appPort), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: "ignore",
  });
  const chromePort = await freePort();
  const chrome = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${path.join(dataDir, "chromium")}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  try {
    const base = `http://127.0.0.1:${appPort}`;
    await waitFor(`${base}/api/health`);
    await waitFor(`http://127.0.0.1:${chromePort}/json/version`);
    for (const page of PAGES) {
      const runs: TRun[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++) {
        const runName = `${page === "/" ? "home" : page.slice(1)}-${run + 1}`;
        runs.push(await auditRetryingOnce(`${base}${page}`, chromePort, runName));
      }
      printPage(page, runs);
    }
  } finally {
    await Promise.all([stop(chrome), stop(app)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails a run by itself (e.g. NO_NAVSTART): such a run is tried once more. */
async function auditRetryingOnce(url: string, chromePort: number, runName: string): Promise<TRun> {
  try {
    return await audit(url, chromePort, runName);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.log(`lighthouse: ${error.message}; trying that run again`);
    return await audit(url, chromePort, runName);
  }
}

class LighthouseRuntimeError extends Error {}

async function audit(url: string, chromePort: number, runName: string): Promise<TRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(
      `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  if (REPORT_DIR) keepReport(REPORT_DIR, lhr, runName);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    transferredKb: numeric("total-byte-weight") / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed,
  };
}

function keepReport(folder: string, lhr: object, runName: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${runName}.json`), JSON.stringify(lhr, null, 1));
}

function printPage(page: string, runs: TRun[]): void {
  const median = (pick: (run: TRun) => number) => quantile(runs.map(pick), 0.5);
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  const failed = [...new Set(runs.flatMap((run) => run.failed))];
  console.log(
    `lighthouse ${page} (mobile, median of ${runs.length}): performance ${median((run) => run.scores.performance)}` +
      ` (LCP ${seconds(median((run) => run.lcpMs))}, FCP ${seconds(median((run) => run.fcpMs))},` +
      ` TBT ${median((run) => run.tbtMs).toFixed(0)} ms, ${median((run) => run.transferredKb).toFixed(0)} KB transferred),` +
      ` accessibility ${median((run) => run.scores.accessibility)},` +
      ` best practices ${median((run) => run.scores["best-practices"])},` +
      ` SEO ${median((run) => run.scores.seo)}; CPU benchmark index ${median((run) => run.benchmarkIndex).toFixed(0)}` +
      (failed.length > 0 ? `; failing: ${failed.join(", ")}` : ""),
  );
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Ends a child and waits until it has exited, so its files can be removed. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
