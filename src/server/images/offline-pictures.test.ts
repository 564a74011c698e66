import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZGalleryImage, ZImage } from "../../shared/contracts/images";
import { createBuiltinIllustrator } from "../providers/images/builtin-illustrator";
import { createSignedInUser } from "../test/account-factory";
import { browser, createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRIAL_IMAGES: "2" } });
});
afterAll(() => t.close());

type Send = ReturnType<typeof browser>;
const generate = (send: Send, payload: unknown) =>
  send({ method: "POST", url: "/api/images/generate", payload });
const trialUsed = async (send: Send) =>
  (await send({ method: "GET", url: "/api/trial" })).json().trialImagesUsed as number;
const galleryOf = async (send: Send) =>
  ZGalleryImage.array().parse((await send({ method: "GET", url: "/api/images" })).json());

describe("a picture first drawn offline", () => {
  it("is drawn with the device's seed: the very picture the illustrator makes with it", async () => {
    const send = browser(t.app, "203.0.113.1");
    const seed = 123_456_789;
    const response = await generate(send, { description: "a dog on the beach", seed });
    expect(response.statusCode).toBe(201);
    const stored = await send({ method: "GET", url: ZImage.parse(response.json()).imageUrl });
    const expected = await createBuiltinIllustrator().generate("a dog on the beach", { seed });
    expect(stored.rawPayload.equals(expected.png)).toBe(true);
    const usual = await createBuiltinIllustrator().generate("a dog on the beach");
    expect(stored.rawPayload.equals(usual.png)).toBe(false);
  });

  it("sent twice with its key, is made and counted once", async () => {
    const send = browser(t.app, "203.0.113.2");
    const payload = { description: "a red train", seed: 7, offlineKey: randomUUID() };
    const first = await generate(send, payload);
    expect(first.statusCode).toBe(201);
    const again = await generate(send, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await trialUsed(send)).toBe(1);
    expect(await galleryOf(send)).toHaveLength(1);
  });

  it("sent twice at the same moment by a family, is still made and counted once", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "203.0.113.3" });
    const payload = { description: "a happy whale", seed: 99, offlineKey: randomUUID() };
    const answers = await Promise.all([generate(send, payload), generate(send, payload)]);
    expect(answers.map((answer) => answer.statusCode)).toContain(201);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const usage = (await send({ method: "GET", url: "/api/subscription/usage" })).json();
    expect(usage.imagesUsed).toBe(1);
    expect(await galleryOf(send)).toHaveLength(1);
  });

  it("sent again by a visitor whose first answer was lost, lands in the session that asks, counted once", async () => {
    // A device with no session yet sends its first offline picture; the answer that would have
    // given it its session never arrives, so the replay comes from a new visitor session.
    const offlineKey = randomUUID();
    const lostAnswer = browser(t.app, "203.0.113.4");
    const payload = { description: "a cat", seed: 5, offlineKey };
    const first = await generate(lostAnswer, payload);
    expect(first.statusCode).toBe(201);
    const device = browser(t.app, "203.0.113.4");
    const replay = await generate(device, payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(first.json().id);
    expect((await galleryOf(device)).map((picture) => picture.id)).toEqual([first.json().id]);
    expect(await trialUsed(device)).toBe(1);
    expect(await galleryOf(lostAnswer)).toEqual([]);
    expect(await trialUsed(lostAnswer)).toBe(0);
    // The next picture of that device is counted on top, as any other.
    const next = await generate(device, {
      description: "a dog",
      seed: 6,
      offlineKey: randomUUID(),
    });
    expect(next.statusCode).toBe(201);
    expect(await trialUsed(device)).toBe(2);
  });

  it("with a family account's key, answers 409 to anyone else and shows them nothing", async () => {
    const offlineKey = randomUUID();
    const { send: family } = await createSignedInUser(t, { ipAddress: "203.0.113.5" });
    expect((await generate(family, { description: "a cat", offlineKey })).statusCode).toBe(201);
    for (const other of [
      browser(t.app, "203.0.113.8"),
      (await createSignedInUser(t, { ipAddress: "203.0.113.9" })).send,
    ]) {
      const response = await generate(other, { description: "a cat", offlineKey });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: "This picture was already sent from another account.",
      });
      expect(await galleryOf(other)).toEqual([]);
    }
    expect(await galleryOf(family)).toHaveLength(1);
  });

  it("still counts against the visitor's trial, and is refused once it is used up", async () => {
    const send = browser(t.app, "203.0.113.6");
    for (const description of ["a frog", "a bee"]) {
      const made = await generate(send, { description, offlineKey: randomUUID() });
      expect(made.statusCode).toBe(201);
    }
    const refused = await generate(send, { description: "a fox", offlineKey: randomUUID() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(await galleryOf(send)).toHaveLength(2);
  });

  it.each([
    ["a negative seed", { seed: -1 }],
    ["a fractional seed", { seed: 1.5 }],
    ["a seed past 32 bits", { seed: 2 ** 32 }],
    ["a seed as text", { seed: "12" }],
    ["a key that is not a UUID", { offlineKey: "picture-1" }],
    ["a key as a number", { offlineKey: 12 }],
  ])("refuses %s with a readable 400", async (_case, extra) => {
    const send = browser(t.app, "203.0.113.7");
    const response = await generate(send, { description: "a cat", ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await trialUsed(send)).toBe(0);
  });
});
