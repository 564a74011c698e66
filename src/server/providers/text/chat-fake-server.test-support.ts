import type { IncomingMessage } from "node:http";
import { readBody, sendJson, startLoopbackServer } from "../../test/loopback-server";

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
  const fake = await startLoopbackServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      return sendJson(response, 404, { error: { message: "Unknown path" } });
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(response, 401, { error: { message: "Incorrect API key provided" } });
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
        return sendJson(response, 200, choice({ content: behaviour.content, refusal: null }));
      case "refuse":
        return sendJson(
          response,
          200,
          choice({ content: null, refusal: "I can't help with that." }),
        );
      case "filtered":
        return sendJson(response, 200, choice({ content: "" }, "content_filter"));
      case "error":
        return sendJson(response, behaviour.status, {
          error: { message: "The engine is overloaded" },
        });
      case "hang":
        return; // never answers; closing the fake ends the request
    }
  });
  return { url: `${fake.origin}/v1`, apiKey, state, close: fake.close };
}
