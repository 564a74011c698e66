import { describe, expect, it } from "vitest";
import { ZSoundEffectSearch } from "../../../shared/contracts/sound-effects";
import { createBuiltinMusicProvider } from "./builtin-music-provider";

const TUNE_URL = "/api/sound-effects/builtin-tune.mp3";

describe("createBuiltinMusicProvider", () => {
  it("answers every query with the built-in tune, in the search contract's shape", async () => {
    const provider = createBuiltinMusicProvider(TUNE_URL);
    const answer = await provider.search("children upbeat dance music");
    expect(ZSoundEffectSearch.parse(answer)).toEqual({
      count: 1,
      results: [
        {
          id: "builtin-happy-dance",
          name: "Happy Dino Dance",
          duration: 16,
          previews: { "preview-hq-mp3": TUNE_URL },
        },
      ],
    });
    expect(await provider.search("")).toEqual(answer);
    expect(provider.name).toBe("builtin");
  });

  it("hands out copies, so a caller cannot change the next answer", async () => {
    const provider = createBuiltinMusicProvider(TUNE_URL);
    const first = await provider.search("x");
    first.results.length = 0;
    expect((await provider.search("x")).count).toBe(1);
    expect((await provider.search("x")).results).toHaveLength(1);
  });
});
