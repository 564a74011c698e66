import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZSoundEffectSearch } from "../../shared/contracts/sound-effects";
import { createTestApp, type TestApp } from "../test/test-app";

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
