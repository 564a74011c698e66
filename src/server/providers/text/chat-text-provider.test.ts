import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatTextError, createChatTextProvider } from "./chat-text-provider";
import { startFakeChatEngine } from "./chat-fake-server.test-support";

let engine: Awaited<ReturnType<typeof startFakeChatEngine>>;
beforeAll(async () => {
  engine = await startFakeChatEngine();
});
afterAll(() => engine.close());

const story = { title: "The Brave Bunny", scenes: ["A bunny woke up.", "It hopped to the pond."] };
const provider = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createChatTextProvider({
    url: engine.url,
    apiKey: overrides.apiKey ?? engine.apiKey,
    model: "story-model",
    timeoutMs: overrides.timeoutMs ?? 5000,
  });

describe("the OpenAI-compatible chat text provider", () => {
  it("sends the model, a storyteller's instructions and the numbered scenes", async () => {
    engine.state.behaviour = {
      kind: "answer",
      content: "  Once upon a time, a bunny woke up and hopped to the pond.  ",
    };
    await expect(provider().smoothStory(story)).resolves.toBe(
      "Once upon a time, a bunny woke up and hopped to the pond.",
    );
    const request = engine.state.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${engine.apiKey}`);
    expect(request?.body).toMatchObject({
      model: "story-model",
      messages: [
        { role: "system", content: expect.stringContaining("children") },
        {
          role: "user",
          content:
            "Title: The Brave Bunny\n\nScenes:\n1. A bunny woke up.\n2. It hopped to the pond.",
        },
      ],
    });
  });

  it.each([
    ["a refusal", { kind: "refuse" as const }],
    ["a content filter stop", { kind: "filtered" as const }],
    ["an error answer", { kind: "error" as const, status: 500 }],
    ["rude words", { kind: "answer" as const, content: "The bunny said shit." }],
    ["an answer far too long", { kind: "answer" as const, content: "hop ".repeat(500) }],
  ])("treats %s as a failure", async (_case, behaviour) => {
    engine.state.behaviour = behaviour;
    await expect(provider().smoothStory(story)).rejects.toBeInstanceOf(ChatTextError);
  });

  it("gives up after its timeout", async () => {
    engine.state.behaviour = { kind: "hang" };
    await expect(provider({ timeoutMs: 200 }).smoothStory(story)).rejects.toThrow(/too long/);
  });

  it("fails on a wrong key", async () => {
    engine.state.behaviour = { kind: "answer", content: "Fine." };
    await expect(provider({ apiKey: "wrong" }).smoothStory(story)).rejects.toThrow(/401/);
  });
});
