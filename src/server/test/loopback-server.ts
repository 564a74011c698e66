import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

type THandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * An HTTP server on a free port of 127.0.0.1, for the fakes that stand in for outside engines.
 * A handler that throws drops its connection, as a broken engine would. `close` also ends the
 * requests a fake holds open (a hanging or slow answer), so a test never waits on them.
 */
export async function startLoopbackServer(handle: THandler) {
  const server = createServer((request, response) => {
    Promise.resolve()
      .then(() => handle(request, response))
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The whole request body as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Answers `status` with `body` as JSON. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
