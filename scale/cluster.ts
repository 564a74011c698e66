import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";
import { startS3TestServer } from "../src/server/test/s3-test-server";
import { startSmtpTestServer } from "../src/server/test/smtp-test-server";
import { startBalancer } from "./balancer";
import { startServerProcess, type ServerProcess } from "./server-process";

/** A free TCP port on loopback, or the next of `SCALE_BASE_PORT` when set (a shared machine). */
let nextPort = Number(process.env.SCALE_BASE_PORT) || 0;
export async function freePort(): Promise<number> {
  if (nextPort) return nextPort++;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** A scratch database on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
async function scratchDatabase(serverUrl: string) {
  const name = `dd_scale_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // A killed process's connections leave as the server notices; the others were closed.
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`,
        [name],
      );
      await client.query(`drop database if exists ${name}`);
      await client.end();
    },
  };
}

/**
 * Doodle Dino as it runs for many families, on this machine: `processes` server processes on one
 * PostgreSQL database, one S3-compatible bucket (s3rver) and one SMTP server (in this process),
 * behind nginx sending requests to each in turn. Needs `npm run build`, `DATABASE_URL` (a
 * PostgreSQL server where a scratch database may be made) and nginx.
 */
export async function startCluster(options: { processes: number; env?: Record<string, string> }) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server (see docs/deploy.md)");
  const [database, s3, smtp] = await Promise.all([
    scratchDatabase(serverUrl),
    startS3TestServer(),
    startSmtpTestServer(),
  ]);
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: randomBytes(36).toString("base64url"),
    PUBLIC_URL: publicUrl,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "true",
    ...s3.env,
    ...options.env,
  };
  const servers: ServerProcess[] = [];
  for (let index = 0; index < options.processes; index += 1) {
    servers.push(await startServerProcess({ port: await freePort(), env }));
  }
  // Started together: migrations and the job queue's set-up take turns under advisory locks.
  await Promise.all(servers.map((server) => server.healthy()));
  const balancer = await startBalancer({
    port: balancerPort,
    upstreamPorts: servers.map((server) => server.port),
  });
  return {
    origin: balancer.origin,
    balancer,
    servers,
    smtp,
    databaseUrl: database.url,
    async close() {
      await balancer.close();
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([s3.close(), smtp.close()]);
      await database.drop();
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
