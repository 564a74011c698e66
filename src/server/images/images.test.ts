import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ZImage, ZImageList } from "../../shared/contracts/images";
import { TEXT_NOT_ALLOWED_MESSAGE } from "../../shared/contracts/text";
import { createBuiltinIllustrator } from "../providers/images/builtin-illustrator";
import type { ImageProvider } from "../providers/images/image-provider";
import {
  browser,
  createTestApp,
  prepareTestDatabase,
  resetTestApp,
  type TestApp,
} from "../test/test-app";

const illustrator = createBuiltinIllustrator();
/** Draws the app's pictures: the built-in illustrator unless a test puts another engine in. */
let engine: ImageProvider = illustrator;
let t: TestApp;
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  t = await createTestApp({
    env: { TRIAL_IMAGES: "50" },
    imageProvider: {
      name: "the test's engine",
      generate: (description, options) => engine.generate(description, options),
    },
  });
});
afterEach(async () => {
  engine = illustrator;
  await resetTestApp(t);
});
afterAll(() => t.close());

const generate = (send: ReturnType<typeof browser>, payload: unknown) =>
  send({ method: "POST", url: "/api/images/generate", payload });

describe("POST /api/images/generate", () => {
  it("draws the description and answers the stored picture", async () => {
    const send = browser(t.app, "198.51.100.1");
    const response = await generate(send, { description: "  a purple elephant in the garden  " });
    expect(response.statusCode).toBe(201);
    const image = ZImage.parse(response.json());
    expect(image.description).toBe("a purple elephant in the garden");
    expect(image.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22,}\.png$/);
    const labels = image.detectedObjects.map((object) => object.label);
    expect(labels.some((label) => label.includes("elephant"))).toBe(true);
    for (const { boundingBox } of image.detectedObjects) {
      expect(boundingBox.x + boundingBox.width).toBeLessThanOrEqual(1.0001);
      expect(boundingBox.y + boundingBox.height).toBeLessThanOrEqual(1.0001);
    }

    const png = await send({ method: "GET", url: image.imageUrl });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    // Kept by the browser only, and revalidated at every use: a deleted picture is gone at once.
    expect(png.headers["cache-control"]).toBe("private, no-cache");
    expect(png.headers.etag).toEqual(expect.any(String));
    expect(png.headers["last-modified"]).toEqual(expect.any(String));
    const revalidated = await send({
      method: "GET",
      url: image.imageUrl,
      headers: { "if-none-match": String(png.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(png.rawPayload.readUInt32BE(16)).toBe(1024);
    expect(png.rawPayload.readUInt32BE(20)).toBe(1024);
    const thumbnail = await send({ method: "GET", url: image.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.length).toBeLessThan(png.rawPayload.length);
  });

  it.each([
    ["blank", { description: "   " }],
    ["missing", {}],
    ["too long", { description: "a".repeat(501) }],
    ["not text", { description: 42 }],
    ["not an object", ["a cat"]],
  ])("refuses a %s description with a readable 400", async (_case, payload) => {
    const response = await generate(browser(t.app), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(JSON.stringify(response.json())).not.toMatch(/at .*\.ts:\d+/);
  });

  it("refuses malformed JSON with 400 and an oversized body with 413", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/images/generate",
      headers: { "content-type": "application/json" },
      payload: '{"description": "a cat"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "The request body is not valid JSON." });

    const oversized = await t.app.inject({
      method: "POST",
      url: "/api/images/generate",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ description: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toEqual(expect.any(String));
  });

  it("refuses rude words kindly and charges nothing", async () => {
    const send = browser(t.app, "198.51.100.2");
    const response = await generate(send, { description: "a fucking cat" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/word/i);
    const trial = (await send({ method: "GET", url: "/api/trial" })).json();
    expect(trial.trialImagesUsed).toBe(0);
  });
});

describe("GET /api/images and DELETE /api/images/:id", () => {
  it("lists only the caller's pictures, newest first, revalidated on every call", async () => {
    const mine = browser(t.app, "198.51.100.3");
    const theirs = browser(t.app, "198.51.100.4");
    expect((await mine({ method: "GET", url: "/api/images" })).json()).toEqual([]);
    await generate(mine, { description: "a red car" });
    await generate(mine, { description: "a blue boat" });
    await generate(theirs, { description: "a green frog" });

    const response = await mine({ method: "GET", url: "/api/images" });
    expect(response.headers["cache-control"]).toContain("no-cache");
    const list = ZImageList.parse(response.json());
    expect(list.map((image) => image.description)).toEqual(["a blue boat", "a red car"]);
    // The grid never reads what a picture shows: the detail call answers that.
    expect(response.json()[0]).not.toHaveProperty("detectedObjects");
  });

  it("answers an unchanged gallery with 304 and no body, a changed one in full", async () => {
    const send = browser(t.app, "198.51.100.7");
    await generate(send, { description: "a pink pig" });
    const first = await send({ method: "GET", url: "/api/images" });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await send({
      method: "GET",
      url: "/api/images",
      headers: { "if-none-match": String(etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(etag);

    await generate(send, { description: "a brown cow" });
    const changed = await send({
      method: "GET",
      url: "/api/images",
      headers: { "if-none-match": String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(ZImageList.parse(changed.json())).toHaveLength(2);
  });

  it("answers one picture with what it shows to its owner only", async () => {
    const owner = browser(t.app, "198.51.100.8");
    const stranger = browser(t.app, "198.51.100.9");
    const made = ZImage.parse((await generate(owner, { description: "a happy dog" })).json());
    await generate(stranger, { description: "a sad cat" });

    const details = await owner({ method: "GET", url: `/api/images/${made.id}` });
    expect(details.statusCode).toBe(200);
    expect(ZImage.parse(details.json())).toEqual(made);
    expect(made.detectedObjects.some((object) => object.label.includes("dog"))).toBe(true);
    // The list (written by the database) shows the same picture, less what it shows.
    const { detectedObjects: _shown, engine: _engine, ...listed } = made;
    expect((await owner({ method: "GET", url: "/api/images" })).json()).toEqual([listed]);

    const refused = await stranger({ method: "GET", url: `/api/images/${made.id}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("That picture was not found in your gallery.");
    const nobody = await t.app.inject({ method: "GET", url: `/api/images/${made.id}` });
    expect(nobody.statusCode).toBe(404);
    const notAnId = await owner({ method: "GET", url: "/api/images/not-a-picture" });
    expect(notAnId.statusCode).toBe(400);
  });

  it("deletes the owner's picture and its files, and refuses anyone else", async () => {
    const owner = browser(t.app, "198.51.100.5");
    const stranger = browser(t.app, "198.51.100.6");
    const image = ZImage.parse((await generate(owner, { description: "a yellow duck" })).json());

    const refused = await stranger({ method: "DELETE", url: `/api/images/${image.id}` });
    expect(refused.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "DELETE", url: `/api/images/${image.id}` });
    expect(anonymous.statusCode).toBe(404);
    expect((await owner({ method: "GET", url: "/api/images" })).json()).toHaveLength(1);

    const imageFile = path.join(t.config.mediaDir, path.basename(image.imageUrl));
    expect(existsSync(imageFile)).toBe(true);
    const deleted = await owner({ method: "DELETE", url: `/api/images/${image.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(imageFile)).toBe(false);
    expect((await owner({ method: "GET", url: image.imageUrl })).statusCode).toBe(404);
    expect((await owner({ method: "GET", url: "/api/images" })).json()).toEqual([]);
    const again = await owner({ method: "DELETE", url: `/api/images/${image.id}` });
    expect(again.statusCode).toBe(404);
  });
});

describe("hidden characters in a description", () => {
  it("are refused with a readable 400 before anything is drawn or charged", async () => {
    let drawn = 0;
    engine = {
      name: "counting",
      generate: (description, options) => {
        drawn += 1;
        return illustrator.generate(description, options);
      },
    };
    const send = browser(t.app);
    for (const description of ["a cat\u0000", "a \ud800 dog", "\u001b[31ma red fox"]) {
      const response = await generate(send, { description });
      expect(response.statusCode, JSON.stringify(description)).toBe(400);
      expect(response.json().message).toBe(TEXT_NOT_ALLOWED_MESSAGE);
    }
    expect(drawn).toBe(0);
    expect((await send({ method: "GET", url: "/api/trial" })).json().trialImagesUsed).toBe(0);
    const lineBreaks = await generate(send, { description: "a cat\nand a dog\tplaying" });
    expect(lineBreaks.statusCode).toBe(201);
    expect(drawn).toBe(1);
  });
});

describe("a failing engine", () => {
  it("answers a readable error, keeps no half-written picture and charges no trial", async () => {
    engine = {
      name: "broken",
      generate: () => Promise.reject(new Error("engine exploded at /secret/path.ts:12")),
    };
    const send = browser(t.app);
    const response = await generate(send, { description: "a cat" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("exploded");
    expect(response.json().message).toEqual(expect.any(String));
    expect((await send({ method: "GET", url: "/api/trial" })).json().trialImagesUsed).toBe(0);
    expect((await send({ method: "GET", url: "/api/images" })).json()).toEqual([]);
  });
});

describe("a script hammering the picture button", () => {
  it("is slowed with a readable 429", async () => {
    const picture = await illustrator.generate("a cat");
    engine = { name: "quick", generate: async () => picture };
    const send = browser(t.app);
    for (let made = 1; made <= t.config.generationsPerMinute; made++) {
      expect((await generate(send, { description: `cat number ${made}` })).statusCode).toBe(201);
    }
    const oneTooMany = await generate(send, { description: "a cow" });
    expect(oneTooMany.statusCode).toBe(429);
    expect(oneTooMany.json().message).toMatch(/wait/i);
  });
});
