import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZSoundEffectSearch } from "../../shared/contracts/sound-effects";
import {
  FAKE_PREVIEW_MP3,
  startFakeFreesound,
} from "../providers/music/freesound-fake-server.test-support";
import { allowOutsideEngines } from "../settings/outside-engines.test-support";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/sound-effects/search", () => {
  it("answers a playable built-in tune for any query", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/sound-effects/search?query=children%20upbeat%20dance%20music",
    });
    expect(response.statusCode).toBe(200);
    const search = ZSoundEffectSearch.parse(response.json());
    expect(search.results.length).toBeGreaterThan(0);
    const url = search.results[0]!.previews["preview-hq-mp3"];

    const tune = await t.app.inject({ method: "GET", url });
    expect(tune.statusCode).toBe(200);
    expect(tune.headers["content-type"]).toBe("audio/mpeg");
    expect(tune.rawPayload.length).toBeGreaterThan(10_000);
    expect(tune.rawPayload[0]).toBe(0xff);
  });

  it("refuses an over-long query with a readable 400", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/sound-effects/search?query=${"a".repeat(300)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe("with FREESOUND_API_KEY set", () => {
  let freesound: Awaited<ReturnType<typeof startFakeFreesound>>;
  let withFreesound: TestApp;
  beforeAll(async () => {
    freesound = await startFakeFreesound();
    withFreesound = await createTestApp({
      env: { FREESOUND_API_KEY: freesound.apiKey, FREESOUND_API_URL: freesound.url },
    });
  });
  afterAll(async () => {
    await withFreesound?.close();
    await freesound?.close();
  });

  const searchAs = (send: Send) =>
    send({
      method: "GET",
      url: "/api/sound-effects/search?query=children%20upbeat%20dance%20music",
    });

  it("plays the built-in tune for visitors and families without a grown-up's consent", async () => {
    const family = await createSignedInUser(withFreesound);
    for (const send of [browser(withFreesound.app), family.send]) {
      const response = await searchAs(send);
      expect(response.statusCode).toBe(200);
      expect(ZSoundEffectSearch.parse(response.json()).results[0]!.previews["preview-hq-mp3"]).toBe(
        "/api/sound-effects/builtin-tune.mp3",
      );
    }
    expect(freesound.state.searches).toEqual([]);
  });

  it("answers Freesound's music through our own address, never showing the key", async () => {
    const family = await createSignedInUser(withFreesound);
    await allowOutsideEngines(family.send);
    const response = await searchAs(family.send);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(freesound.apiKey);
    expect(response.body).not.toContain("127.0.0.1");
    const search = ZSoundEffectSearch.parse(response.json());
    expect(search.results[0]).toMatchObject({ id: "123456", name: "Happy kids dance loop" });
    const url = search.results[0]!.previews["preview-hq-mp3"];
    expect(url).toBe("/api/sound-effects/previews/123456");

    const preview = await family.send({ method: "GET", url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("audio/mpeg");
    expect(preview.rawPayload).toEqual(FAKE_PREVIEW_MP3);
    expect(preview.headers["content-security-policy"]).toContain("media-src 'self' blob:;");
  });

  it("answers 404 for music it never handed out, and 400 for a made-up address", async () => {
    const unknown = await withFreesound.app.inject({
      method: "GET",
      url: "/api/sound-effects/previews/99999",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(expect.any(String));
    const crafted = await withFreesound.app.inject({
      method: "GET",
      url: "/api/sound-effects/previews/..%2F..%2Fetc",
    });
    expect(crafted.statusCode).toBe(400);
  });
});
