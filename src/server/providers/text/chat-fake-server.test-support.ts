import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** What the fake engine does with the next request. */
export type ChatBehaviour =
  | { kind: "answer"; content: string }
  | { kind: "refuse" }
  | { kind: "filtered" }
  | { kind: "error"; status: number }
  | { kind: "hang" };

/**
 * A local stand-in for an OpenAI-compatible chat engine: POST /v1/chat/completions with a bearer
 * key, answering in the protocol's JSON shape (choices[].message.content / refusal).
 */
export async function startFakeChatEngine(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? "fake-key";
  const state = {
    behaviour: { kind: "answer", content: "Once upon a time, all was well." } as ChatBehaviour,
    requests: [] as Array<{ headers: IncomingMessage["headers"]; body: unknown }>,
  };
  const hanging = new Set<() => void>();
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        return send(404, { error: { message: "Unknown path" } });
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return send(401, { error: { message: "Incorrect API key provided" } });
      }
      state.requests.push({ headers: request.headers, body: JSON.parse(raw) as unknown });
      const behaviour = state.behaviour;
      const choice = (message: object, finishReason = "stop") => ({
        id: "chatcmpl-fake",
        object: "chat.completion",
        choices: [
          { index: 0, message: { role: "assistant", ...message }, finish_reason: finishReason },
        ],
      });
      switch (behaviour.kind) {
        case "answer":
          return send(200, choice({ content: behaviour.content, refusal: null }));
        case "refuse":
          return send(200, choice({ content: null, refusal: "I can't help with that." }));
        case "filtered":
          return send(200, choice({ content: "" }, "content_filter"));
        case "error":
          return send(behaviour.status, { error: { message: "The engine is overloaded" } });
        case "hang":
          hanging.add(() => response.destroy());
          return;
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
      for (const end of hanging) end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
