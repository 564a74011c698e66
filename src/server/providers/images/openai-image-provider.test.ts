import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_SIZE, THUMBNAIL_SIZE } from "../../../shared/limits";
import { startFakeImageEngine } from "./images-fake-server.test-support";
import { createOpenAiImageProvider, ImageApiError } from "./openai-image-provider";

let engine: Awaited<ReturnType<typeof startFakeImageEngine>>;
beforeAll(async () => {
  engine = await startFakeImageEngine();
});
afterAll(() => engine.close());

const provider = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAiImageProvider({
    url: engine.url,
    apiKey: overrides.apiKey ?? engine.apiKey,
    model: "picture-model",
    timeoutMs: overrides.timeoutMs ?? 5000,
  });

async function expectStoredLikeBuiltin(
  picture: Awaited<ReturnType<ReturnType<typeof provider>["generate"]>>,
) {
  const png = await sharp(picture.png).metadata();
  expect(png).toMatchObject({ format: "png", width: IMAGE_SIZE, height: IMAGE_SIZE });
  const thumbnail = await sharp(picture.thumbnail).metadata();
  expect(thumbnail).toMatchObject({ format: "webp", width: THUMBNAIL_SIZE });
  const { dominant } = await sharp(picture.png).stats();
  expect(dominant.r).toBeGreaterThan(200);
  expect(picture).toMatchObject({
    thumbnailContentType: "image/webp",
    detectedObjects: [],
    faceAnchors: [],
    engine: "api",
    provider: "openai-images:picture-model",
  });
}

describe("the OpenAI-compatible image provider", () => {
  it("asks for a bright picture-book picture of the words, with no text, and stores a base64 answer", async () => {
    engine.state.behaviour = { kind: "b64" };
    await expectStoredLikeBuiltin(await provider().generate("a purple elephant on the moon"));
    const request = engine.state.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${engine.apiKey}`);
    expect(request?.body).toMatchObject({ model: "picture-model", n: 1, size: "1024x1024" });
    const prompt = (request?.body as { prompt: string }).prompt;
    expect(prompt).toContain("a purple elephant on the moon");
    expect(prompt).toMatch(/children's picture-book/);
    expect(prompt).toMatch(/No text/);
  });

  it("fetches a URL answer", async () => {
    engine.state.behaviour = { kind: "url" };
    await expectStoredLikeBuiltin(await provider().generate("a happy dog"));
  });

  it.each([
    ["a content-policy refusal", { kind: "refuse" as const }, /400 \(content_policy_violation\)/],
    ["too many requests", { kind: "error" as const, status: 429 }, /429/],
    ["a server error", { kind: "error" as const, status: 500 }, /500/],
    [
      "bytes that are not a picture",
      { kind: "bytes" as const, bytes: Buffer.from("<html>hello</html>") },
      /not a picture/,
    ],
    [
      "a picture cut short",
      {
        kind: "bytes" as const,
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      },
      /not a picture/,
    ],
  ])("treats %s as a failure", async (_case, behaviour, message) => {
    engine.state.behaviour = behaviour;
    const drawing = provider().generate("a cat");
    await expect(drawing).rejects.toBeInstanceOf(ImageApiError);
    await expect(drawing).rejects.toThrow(message);
  });

  it("gives up on a slow answer past its time limit", async () => {
    engine.state.behaviour = { kind: "slow", delayMs: 3000 };
    const started = Date.now();
    await expect(provider({ timeoutMs: 300 }).generate("a cat")).rejects.toThrow(/too long/);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("fails on a wrong key", async () => {
    engine.state.behaviour = { kind: "b64" };
    await expect(provider({ apiKey: "wrong" }).generate("a cat")).rejects.toThrow(/401/);
  });
});
