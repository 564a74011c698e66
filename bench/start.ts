/**
 * `npm run bench -- start`: the built server (`dist/server/main.js`) started as `npm run serve`
 * starts it (with the same Node flags), on a fresh data folder and again on the folder it left: time until `GET /api/health`
 * answers, the process's resident memory once healthy and after its first pictures, and how long
 * the first picture takes next to later ones and to a new subject on the warm server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ms } from "./stats";

const SERVER = path.resolve("dist/server/main.js");
const PORT = 5290;
const BASE = `http://127.0.0.1:${PORT}`;
const PICTURES = 6;
const FIRST_PICTURE_AFTER_MS = 1000;
const NEW_SUBJECT = `a happy cat number ${PICTURES}`;

export async function benchStart(): Promise<void> {
  if (!existsSync(SERVER)) {
    console.log("start: build the app first (npm run build)");
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-start-"));
  try {
    await startAndMeasure("fresh data folder", dataDir);
    await startAndMeasure("existing data folder", dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startAndMeasure(label: string, dataDir: string): Promise<void> {
  const started = performance.now();
  const server = spawn(process.execPath, [...serveNodeFlags(), SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      TRIAL_IMAGES: String(PICTURES + 1),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitUntilHealthy(server);
    const healthyAfter = performance.now() - started;
    const rssHealthy = residentMegabytes(server);
    // A family's first picture comes at the earliest a moment after the server is up.
    await new Promise((resolve) => setTimeout(resolve, FIRST_PICTURE_AFTER_MS));
    const visitor = { cookie: "" };
    const timings: number[] = [];
    for (let index = 0; index < PICTURES; index++) {
      timings.push(await timePicture(`a happy dog number ${index}`, visitor));
    }
    const later = timings.slice(1).sort((a, b) => a - b);
    const rssAfterPictures = residentMegabytes(server);
    // The first picture also pays for drawing a subject the server has not drawn yet; a new
    // subject on the warm server shows how much of the first picture's time is the start's.
    const newSubject = await timePicture(NEW_SUBJECT, visitor);
    console.log(
      `start, ${label}: healthy after ${ms(healthyAfter)}, RSS ${rssHealthy} MB healthy and ` +
        `${rssAfterPictures} MB after ${PICTURES} pictures; first picture ` +
        `(${FIRST_PICTURE_AFTER_MS / 1000} s after healthy) ${ms(timings[0]!)}, ` +
        `later ones median ${ms(later[Math.floor(later.length / 2)]!)}, ` +
        `a new subject on the warm server ${ms(newSubject)}`,
    );
  } finally {
    await stop(server);
  }
}

/** The Node flags package.json's `serve` script gives the server, e.g. `--liftoff-only`. */
function serveNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: { serve: string };
  };
  const flags = /node ((?:--\S+ )*)dist\/server\/main\.js/.exec(scripts.serve)?.[1];
  if (flags === undefined) throw new Error("package.json's serve script no longer starts main.js");
  return flags.split(" ").filter(Boolean);
}

async function waitUntilHealthy(server: ChildProcess): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const answer = await fetch(`${BASE}/api/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the server was not healthy within a minute");
}

/** One visitor's picture, end to end; the visitor keeps the session cookie of the first. */
async function timePicture(description: string, visitor: { cookie: string }): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${BASE}/api/images/generate`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
    },
    body: JSON.stringify({ description }),
  });
  await answer.arrayBuffer();
  if (answer.status !== 201) throw new Error(`generate answered ${answer.status}`);
  visitor.cookie ||= answer.headers.get("set-cookie")?.split(";")[0] ?? "";
  return performance.now() - started;
}

function residentMegabytes(server: ChildProcess): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}
