import type { TSoundEffectSearch } from "../../../shared/contracts/sound-effects";
import { BUILTIN_TUNE_SECONDS } from "./builtin-tune";
import type { MusicProvider } from "./music-provider";

/** The offline default: whatever the query, the one built-in dance tune served at `tuneUrl`. */
export function createBuiltinMusicProvider(tuneUrl: string): MusicProvider {
  const answer: TSoundEffectSearch = {
    count: 1,
    results: [
      {
        id: "builtin-happy-dance",
        name: "Happy Dino Dance",
        duration: BUILTIN_TUNE_SECONDS,
        previews: { "preview-hq-mp3": tuneUrl },
      },
    ],
  };
  return {
    name: "builtin",
    search: async () => structuredClone(answer),
  };
}
