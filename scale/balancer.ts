import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TEMPLATE = fileURLToPath(new URL("./nginx.conf", import.meta.url));

/** nginx from the system's packages (Debian: `apt-get install nginx-light`), or `NGINX_BIN`. */
export function nginxBinary(): string | undefined {
  const candidates = [process.env.NGINX_BIN, "/usr/sbin/nginx", "/usr/bin/nginx"];
  return candidates.find((file): file is string => !!file && existsSync(file));
}

/** One line of the balancer's access log: who asked, what, the answer and which process gave it. */
export interface BalancedRequest {
  client: string;
  request: string;
  status: number;
  upstream: string;
}

/**
 * A real nginx in front of the given server ports, sending requests to each in turn, with the
 * configuration of `scale/nginx.conf` (the one docs/deploy.md shows).
 */
export async function startBalancer(options: { port: number; upstreamPorts: number[] }) {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed (Debian: apt-get install nginx-light)");
  const dir = mkdtempSync(path.join(tmpdir(), "doodle-dino-nginx-"));
  // Run as root, nginx's workers are "nobody": they must reach the folder.
  chmodSync(dir, 0o755);
  const upstreams = options.upstreamPorts
    .map((port) => `server 127.0.0.1:${port};`)
    .join("\n        ");
  const config = readFileSync(TEMPLATE, "utf8")
    .replaceAll("{{DIR}}", dir)
    .replaceAll("{{PORT}}", String(options.port))
    .replace("{{UPSTREAMS}}", upstreams);
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  const args = ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")];
  const check = spawnSync(binary, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, [...args, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${options.port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start:\n${stderr}`);
    return (await fetch(`${origin}/api/health`).catch(() => undefined)) !== undefined;
  }, 10_000);
  const accessLog = path.join(dir, "access.log");
  return {
    origin,
    /** Every request the balancer has logged so far, oldest first. */
    requests(): BalancedRequest[] {
      if (!existsSync(accessLog)) return [];
      return readFileSync(accessLog, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const match = /^(\S+) "([^"]*)" (\d+) (.*)$/.exec(line);
          return {
            client: match?.[1] ?? "",
            request: match?.[2] ?? "",
            status: Number(match?.[3]),
            upstream: match?.[4] ?? "",
          };
        });
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Balancer = Awaited<ReturnType<typeof startBalancer>>;

export async function waitUntil(done: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
