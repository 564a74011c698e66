import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZRegeneratedText } from "../../shared/contracts/stories";
import { startFakeChatEngine } from "../providers/text/chat-fake-server.test-support";
import { allowOutsideEngines } from "../settings/outside-engines.test-support";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";
import { TEXT_HELPER_RESTING_NOTE } from "./retell-story";

beforeAll(prepareTestDatabase);

const scenes = [
  { sceneNumber: 2, scene: "she met a little girl", imageUrl: "/media/x.png" },
  { sceneNumber: 1, scene: "a purple dragon lived in a castle", imageUrl: null },
];
const retell = (send: Send, payload: unknown) =>
  send({ method: "POST", url: "/api/stories/regenerate-text", payload });

describe("POST /api/stories/regenerate-text with the built-in smoother", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("tells the scenes, in order, as one smooth story", async () => {
    const { send } = await createSignedInUser(t);
    const response = await retell(send, { title: "The Dragon", scenes });
    expect(response.statusCode).toBe(200);
    expect(ZRegeneratedText.parse(response.json())).toEqual({
      regeneratedStory:
        "Once upon a time, a purple dragon lived in a castle.\n\nFinally, she met a little girl.\n\nThe End.",
    });
  });

  it("refuses no scenes, rude words and visitors", async () => {
    const { send } = await createSignedInUser(t);
    const empty = await retell(send, { title: "The Dragon", scenes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("This story has no scenes to regenerate from.");
    const blank = await retell(send, {
      title: "The Dragon",
      scenes: [{ sceneNumber: 1, scene: " " }],
    });
    expect(blank.json()).toEqual({
      title: "Cannot Regenerate",
      message: "This story has no scenes to regenerate from.",
    });
    const rude = await retell(send, { title: "Shit", scenes });
    expect(rude.statusCode).toBe(400);
    expect((await retell(browser(t.app), { title: "The Dragon", scenes })).statusCode).toBe(401);
  });
});

describe("POST /api/stories/regenerate-text with an OpenAI-compatible engine", () => {
  let t: TestApp;
  let engine: Awaited<ReturnType<typeof startFakeChatEngine>>;
  beforeAll(async () => {
    engine = await startFakeChatEngine();
    t = await createTestApp({
      env: { TEXT_API_URL: engine.url, TEXT_API_KEY: engine.apiKey, TEXT_MODEL: "story-model" },
    });
  });
  afterAll(async () => {
    await t.close();
    await engine.close();
  });

  it("keeps to the built-in smoother until a grown-up consents to outside engines", async () => {
    const { send } = await createSignedInUser(t);
    const asked = engine.state.requests.length;
    const response = await retell(send, { title: "The Dragon", scenes });
    expect(response.json()).toEqual({
      regeneratedStory:
        "Once upon a time, a purple dragon lived in a castle.\n\nFinally, she met a little girl.\n\nThe End.",
    });
    expect(engine.state.requests.length).toBe(asked);
  });

  it("uses the engine's retelling", async () => {
    engine.state.behaviour = {
      kind: "answer",
      content: "Once upon a time, a purple dragon lived in a castle, where she met a little girl.",
    };
    const { send } = await createSignedInUser(t);
    await allowOutsideEngines(send);
    const response = await retell(send, { title: "The Dragon", scenes });
    expect(response.json()).toEqual({
      regeneratedStory:
        "Once upon a time, a purple dragon lived in a castle, where she met a little girl.",
    });
    expect(engine.state.requests.at(-1)?.body).toMatchObject({ model: "story-model" });
  });

  it.each([
    ["an error", { kind: "error" as const, status: 503 }],
    ["a refusal", { kind: "refuse" as const }],
  ])("answers the built-in retelling with a note after %s", async (_case, behaviour) => {
    engine.state.behaviour = behaviour;
    const { send } = await createSignedInUser(t);
    await allowOutsideEngines(send);
    const response = await retell(send, { title: "The Dragon", scenes });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      regeneratedStory:
        "Once upon a time, a purple dragon lived in a castle.\n\nFinally, she met a little girl.\n\nThe End.",
      note: TEXT_HELPER_RESTING_NOTE,
    });
  });
});
