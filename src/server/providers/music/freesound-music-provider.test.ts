import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZSoundEffectSearch } from "../../../shared/contracts/sound-effects";
import { createBuiltinMusicProvider } from "./builtin-music-provider";
import { FAKE_PREVIEW_MP3, startFakeFreesound } from "./freesound-fake-server.test-support";
import { createFreesoundMusicProvider } from "./freesound-music-provider";

let freesound: Awaited<ReturnType<typeof startFakeFreesound>>;
beforeAll(async () => {
  freesound = await startFakeFreesound();
});
afterAll(() => freesound.close());
beforeEach(() => {
  freesound.state.behaviour = { kind: "sounds" };
  freesound.state.searches.length = 0;
});

const TUNE_URL = "/api/sound-effects/builtin-tune.mp3";
const QUERY = "children upbeat dance music";

function provider(options: { apiKey?: string } = {}) {
  let time = 1_000_000;
  const warnings: string[] = [];
  const music = createFreesoundMusicProvider({
    config: { url: freesound.url, apiKey: options.apiKey ?? freesound.apiKey },
    fallback: createBuiltinMusicProvider(TUNE_URL),
    log: { warn: (_details, message) => void warnings.push(message) },
    now: () => time,
  });
  return { music, warnings, later: (ms: number) => (time += ms) };
}

describe("the Freesound music provider", () => {
  it("asks the text search for the preview fields only, with the key in a header", async () => {
    const { music } = provider();
    const answer = ZSoundEffectSearch.parse(await music.search(QUERY));
    expect(answer).toEqual({
      count: 2,
      results: [
        {
          id: "123456",
          name: "Happy kids dance loop",
          duration: 30.5,
          previews: { "preview-hq-mp3": "/api/sound-effects/previews/123456" },
        },
        {
          id: "654321",
          name: "Bouncy tune",
          duration: 12,
          previews: { "preview-hq-mp3": "/api/sound-effects/previews/654321" },
        },
      ],
    });
    const [search] = freesound.state.searches;
    expect(search?.url.searchParams.get("query")).toBe(QUERY);
    expect(search?.url.searchParams.get("fields")).toBe("id,name,duration,previews");
    expect(search?.url.search).not.toContain(freesound.apiKey);
    expect(search?.authorization).toBe(`Token ${freesound.apiKey}`);
  });

  it("keeps an answer for a day", async () => {
    const { music, later } = provider();
    await music.search(QUERY);
    later(23 * 60 * 60 * 1000);
    await music.search(QUERY);
    expect(freesound.state.searches).toHaveLength(1);
    later(2 * 60 * 60 * 1000);
    await music.search(QUERY);
    expect(freesound.state.searches).toHaveLength(2);
  });

  it("fetches only the previews it handed out, and checks they are mp3", async () => {
    const { music } = provider();
    await expect(music.preview?.("123456")).resolves.toBeNull();
    await music.search(QUERY);
    await expect(music.preview?.("123456")).resolves.toEqual(FAKE_PREVIEW_MP3);
    await expect(music.preview?.("999")).resolves.toBeNull();
  });

  it("lets the built-in tune answer on a 401, and tells the log", async () => {
    freesound.state.behaviour = { kind: "unauthorized" };
    const { music, warnings } = provider();
    const answer = await music.search(QUERY);
    expect(answer.results[0]?.previews["preview-hq-mp3"]).toBe(TUNE_URL);
    expect(warnings).toEqual([expect.stringContaining("Freesound")]);
  });

  it("lets the built-in tune answer when nothing is found", async () => {
    freesound.state.behaviour = { kind: "empty" };
    const { music } = provider();
    const answer = await music.search("no such sound at all");
    expect(answer).toMatchObject({ count: 1, results: [{ id: "builtin-happy-dance" }] });
  });
});
