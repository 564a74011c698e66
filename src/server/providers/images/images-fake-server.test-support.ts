import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** What the fake image engine does with the next request. */
export type ImagesBehaviour =
  | { kind: "b64" }
  | { kind: "url" }
  | { kind: "bytes"; bytes: Buffer }
  | { kind: "refuse" }
  | { kind: "error"; status: number }
  | { kind: "slow"; delayMs: number };

/** A small, clearly coloured picture a model might answer with (not square, JPEG). */
export const fakeModelPicture = () =>
  sharp({ create: { width: 768, height: 512, channels: 3, background: "#ff7a00" } })
    .jpeg()
    .toBuffer();

/**
 * A local stand-in for an OpenAI-compatible image engine: POST /v1/images/generations with a
 * bearer key, answering in the protocol's shapes ({created, data: [{b64_json} | {url}]}; errors
 * as {error: {message, type, code}}), and serving the pictures it hands out by URL.
 */
export async function startFakeImageEngine(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? "fake-image-key";
  const picture = await fakeModelPicture();
  const state = {
    behaviour: { kind: "b64" } as ImagesBehaviour,
    requests: [] as Array<{ headers: IncomingMessage["headers"]; body: unknown }>,
  };
  const open = new Set<() => void>();
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const failure = (status: number, type: string, code: string | null, message: string) =>
        send(status, { error: { message, type, param: null, code } });
      if (request.method === "GET" && request.url === "/files/picture.jpg") {
        response.writeHead(200, { "content-type": "image/jpeg" });
        return response.end(picture);
      }
      if (request.method !== "POST" || request.url !== "/v1/images/generations") {
        return failure(404, "invalid_request_error", null, "Unknown path");
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return failure(401, "invalid_request_error", "invalid_api_key", "Incorrect API key");
      }
      state.requests.push({ headers: request.headers, body: JSON.parse(raw) as unknown });
      const created = Math.floor(Date.now() / 1000);
      const address = server.address() as AddressInfo;
      const behaviour = state.behaviour;
      switch (behaviour.kind) {
        case "b64":
          return send(200, { created, data: [{ b64_json: picture.toString("base64") }] });
        case "bytes":
          return send(200, { created, data: [{ b64_json: behaviour.bytes.toString("base64") }] });
        case "url":
          return send(200, {
            created,
            data: [{ url: `http://127.0.0.1:${address.port}/files/picture.jpg` }],
          });
        case "refuse":
          return failure(
            400,
            "invalid_request_error",
            "content_policy_violation",
            "Your request was rejected as a result of our safety system.",
          );
        case "error":
          return behaviour.status === 429
            ? failure(429, "requests", "rate_limit_exceeded", "Rate limit reached")
            : failure(behaviour.status, "server_error", null, "The server had an error");
        case "slow": {
          const timer = setTimeout(
            () => send(200, { created, data: [{ b64_json: picture.toString("base64") }] }),
            behaviour.delayMs,
          );
          open.add(() => {
            clearTimeout(timer);
            response.destroy();
          });
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    state,
    async close() {
      for (const end of open) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
