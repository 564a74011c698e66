import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import type { HttpTimeLimits } from "./http-time-limits";

/** Short limits, so a real socket sees each one close its connection quickly. */
const LIMITS: HttpTimeLimits = {
  headersMs: 400,
  requestMs: 800,
  idleMs: 1_500,
  keepAliveMs: 400,
  checkEveryMs: 50,
};
/** Room for a busy machine's event loop; the production limits are minutes, not this. */
const SLACK_MS = 3_000;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ timeLimits: LIMITS });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a socket, lets `drive` write to it, and answers how long until the server closed it. */
function timeUntilClosed(
  drive: (socket: net.Socket) => void,
): Promise<{ ms: number; got: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let got = "";
    const socket = net.connect(port, "127.0.0.1", () => drive(socket));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (got += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ ms: performance.now() - started, got }));
    setTimeout(
      () => {
        socket.destroy();
        reject(new Error(`still open after ${LIMITS.idleMs + SLACK_MS * 3} ms`));
      },
      LIMITS.idleMs + SLACK_MS * 3,
    ).unref();
  });
}

describe("slow clients", () => {
  it("lose a connection whose headers never finish", async () => {
    const dribble: NodeJS.Timeout[] = [];
    const { ms, got } = await timeUntilClosed((socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
      // A header line now and then, so the connection is never idle: only the header limit ends it.
      dribble.push(setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 100));
    });
    dribble.forEach(clearInterval);
    expect(ms).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(ms).toBeLessThan(LIMITS.headersMs + SLACK_MS);
    expect(got).toMatch(/^HTTP\/1\.1 408/);
  });

  it("lose a connection whose body never finishes", async () => {
    const dribble: NodeJS.Timeout[] = [];
    const { ms } = await timeUntilClosed((socket) => {
      socket.write(
        "POST /api/support HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          "Content-Length: 1000\r\n\r\n{",
      );
      dribble.push(setInterval(() => socket.writable && socket.write(" "), 100));
    });
    dribble.forEach(clearInterval);
    expect(ms).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(ms).toBeLessThan(LIMITS.requestMs + SLACK_MS);
  });

  it("lose an idle kept-alive connection after an answered request", async () => {
    let answeredAt = 0;
    const { ms, got } = await timeUntilClosed((socket) => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
      socket.once("data", () => (answeredAt = performance.now()));
    });
    expect(got).toMatch(/^HTTP\/1\.1 200/);
    expect(answeredAt).toBeGreaterThan(0);
    expect(ms).toBeLessThan(LIMITS.keepAliveMs + SLACK_MS);
  });

  it("lose a connection that never sends anything", async () => {
    const { ms } = await timeUntilClosed(() => {});
    expect(ms).toBeLessThan(LIMITS.idleMs + SLACK_MS);
  });

  it("still get answers from a client that is quick enough", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
