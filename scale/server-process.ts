import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitUntil } from "./balancer";

const MAIN = fileURLToPath(new URL("../dist/server/main.js", import.meta.url));

/** One built server process (`node dist/server/main.js`) on its own port and data folder. */
export async function startServerProcess(options: { port: number; env: Record<string, string> }) {
  if (!existsSync(MAIN)) throw new Error("Build the app first: npm run build");
  const dataDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-process-"));
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", log, log],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const logText = () => readFileSync(logFile, "utf8");
  return {
    origin,
    port: options.port,
    pid: child.pid,
    logText,
    /** Resolves once `GET /api/health` answers ok. */
    async healthy(timeoutMs = 60_000) {
      await waitUntil(async () => {
        if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${logText()}`);
        const answer = await fetch(`${origin}/api/health`).catch(() => undefined);
        return answer?.ok === true;
      }, timeoutMs);
    },
    /** Killed at once, as a crash or an out-of-memory kill would (nothing is finished). */
    async crash() {
      child.kill("SIGKILL");
      await exited;
    },
    /** SIGTERM: finishes its requests and jobs, then exits. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
