import type { IncomingMessage } from "node:http";
import sharp from "sharp";
import { readBody, sendJson, startLoopbackServer } from "../../test/loopback-server";

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
  const fake = await startLoopbackServer(async (request, response) => {
    const raw = await readBody(request);
    const failure = (status: number, type: string, code: string | null, message: string) =>
      sendJson(response, status, { error: { message, type, param: null, code } });
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
    const behaviour = state.behaviour;
    switch (behaviour.kind) {
      case "b64":
        return sendJson(response, 200, {
          created,
          data: [{ b64_json: picture.toString("base64") }],
        });
      case "bytes":
        return sendJson(response, 200, {
          created,
          data: [{ b64_json: behaviour.bytes.toString("base64") }],
        });
      case "url":
        return sendJson(response, 200, {
          created,
          data: [{ url: `${fake.origin}/files/picture.jpg` }],
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
          () =>
            sendJson(response, 200, { created, data: [{ b64_json: picture.toString("base64") }] }),
          behaviour.delayMs,
        );
        response.on("close", () => clearTimeout(timer));
        return;
      }
    }
  });
  return {
    url: `${fake.origin}/v1`,
    apiKey,
    state,
    close: fake.close,
  };
}
