import type { TSoundEffectSearch } from "@/shared/contracts/sound-effects";
import { checkedByServer, getJson } from "@/web/lib/api";
import { useEffect } from "react";

export const MUSIC_SEARCH_URL = "/api/sound-effects/search?query=children%20upbeat%20dance%20music";
export const MUSIC_VOLUME = 0.3;

/**
 * Plays the first search result's high-quality preview, looped at volume 0.3, while `isPlaying`.
 * Any failure (search, loading, autoplay refusal) is ignored: music is a bonus.
 */
export function useBackgroundMusic(isPlaying: boolean): void {
  useEffect(() => {
    if (!isPlaying) return;
    let isCancelled = false;
    let audio: HTMLAudioElement | undefined;

    getJson(MUSIC_SEARCH_URL, checkedByServer<TSoundEffectSearch>())
      .then((search) => {
        const url = search.results[0]?.previews["preview-hq-mp3"];
        if (isCancelled || !url) return;
        audio = new Audio(url);
        audio.volume = MUSIC_VOLUME;
        audio.loop = true;
        return audio.play();
      })
      .catch(() => undefined);

    return () => {
      isCancelled = true;
      if (audio) {
        audio.pause();
        audio.removeAttribute("src");
        audio.load();
      }
    };
  }, [isPlaying]);
}
