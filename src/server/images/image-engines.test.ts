import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZImage, ZImageEngineInfo } from "../../shared/contracts/images";
import { generatedImages } from "../db/schema";
import { startFakeImageEngine } from "../providers/images/images-fake-server.test-support";
import { allowOutsideEngines } from "../settings/outside-engines.test-support";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

let engine: Awaited<ReturnType<typeof startFakeImageEngine>>;
let t: TestApp;
let send: Send;
beforeAll(async () => {
  await prepareTestDatabase();
  engine = await startFakeImageEngine();
});
beforeAll(async () => {
  t = await createTestApp({
    env: {
      IMAGE_ENGINE: "api",
      IMAGE_API_URL: engine.url,
      IMAGE_API_KEY: engine.apiKey,
      IMAGE_MODEL: "test-model",
      IMAGE_API_TIMEOUT_SECONDS: "1",
    },
  });
  ({ send } = await createSignedInUser(t));
  await allowOutsideEngines(send);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await engine?.close();
});

const makePicture = async (description: string) => {
  const response = await send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZImage.parse(response.json());
};
const imagesUsed = async () =>
  ((await send({ method: "GET", url: "/api/subscription/usage" })).json() as { imagesUsed: number })
    .imagesUsed;
const rowOf = async (id: string) =>
  (await t.db.select().from(generatedImages).where(eq(generatedImages.id, id)))[0];

describe("pictures drawn by an image model (IMAGE_ENGINE=api)", () => {
  it("stores the model's picture like any other, with no invented places, and charges one", async () => {
    engine.state.behaviour = { kind: "b64" };
    const before = await imagesUsed();
    const image = await makePicture("a purple elephant");
    expect(image).toMatchObject({ engine: "api", detectedObjects: [], faceSwappedUrl: null });
    const png = await send({ method: "GET", url: image.imageUrl });
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({
      format: "png",
      width: 1024,
      height: 1024,
    });
    expect((await sharp(png.rawPayload).stats()).dominant.r).toBeGreaterThan(200);
    expect(await imagesUsed()).toBe(before + 1);
    expect(await rowOf(image.id)).toMatchObject({
      engine: "api",
      provider: "openai-images:test-model",
    });
  });

  it.each([
    ["a server error", { kind: "error" as const, status: 500 }],
    ["a content-policy refusal", { kind: "refuse" as const }],
    ["too many requests", { kind: "error" as const, status: 429 }],
    ["a slow answer past the limit", { kind: "slow" as const, delayMs: 5000 }],
  ])(
    "on %s the built-in illustrator draws it, and the family is charged once",
    async (_case, behaviour) => {
      engine.state.behaviour = behaviour;
      const before = await imagesUsed();
      const asked = engine.state.requests.length;
      const image = await makePicture("a happy dog in the garden");
      expect(engine.state.requests.length).toBe(asked + 1);
      expect(image.engine).toBe("builtin");
      expect(image.detectedObjects.map((object) => object.label).join(" ")).toContain("dog");
      expect(await imagesUsed()).toBe(before + 1);
      expect(await rowOf(image.id)).toMatchObject({
        engine: "builtin",
        provider: "builtin-illustrator",
      });
    },
  );

  it("tells the browser the engine and its typical time, and nothing secret", async () => {
    const response = await send({ method: "GET", url: "/api/images/engine" });
    expect(response.statusCode).toBe(200);
    const info = ZImageEngineInfo.parse(response.json());
    expect(info.engine).toBe("api");
    expect(info.typicalSeconds).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toContain(engine.apiKey);
    expect(response.body).not.toContain("127.0.0.1");
  });
});

describe("a grown-up's consent before a child's words go to the image model", () => {
  const draw = async (who: Send, description: string) => {
    const response = await who({
      method: "POST",
      url: "/api/images/generate",
      payload: { description },
    });
    expect(response.statusCode, response.body).toBe(201);
    return ZImage.parse(response.json());
  };
  const engineFor = async (who: Send) =>
    ZImageEngineInfo.parse((await who({ method: "GET", url: "/api/images/engine" })).json()).engine;
  const wordsSent = () => JSON.stringify(engine.state.requests.map((request) => request.body));

  it("draws a visitor's and a new family's pictures with the built-in illustrator, telling the model nothing", async () => {
    engine.state.behaviour = { kind: "b64" };
    const visitor = browser(t.app);
    const family = (await createSignedInUser(t)).send;
    expect((await draw(visitor, "a green turtle on a swing")).engine).toBe("builtin");
    expect((await draw(family, "a yellow lion with a kite")).engine).toBe("builtin");
    expect(wordsSent()).not.toContain("turtle");
    expect(wordsSent()).not.toContain("lion");
    expect(await engineFor(visitor)).toBe("builtin");
    expect(await engineFor(family)).toBe("builtin");
  });

  it("asks the model once the switch is on, and stops when it is off again", async () => {
    engine.state.behaviour = { kind: "b64" };
    const family = (await createSignedInUser(t)).send;
    await allowOutsideEngines(family);
    expect(await engineFor(family)).toBe("api");
    expect((await draw(family, "a red kangaroo in the snow")).engine).toBe("api");
    expect(wordsSent()).toContain("kangaroo");
    await allowOutsideEngines(family, false);
    expect(await engineFor(family)).toBe("builtin");
    expect((await draw(family, "a pink octopus with a hat")).engine).toBe("builtin");
    expect(wordsSent()).not.toContain("octopus");
  });
});
