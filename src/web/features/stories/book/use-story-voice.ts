import { useEffect, useState } from "react";
import { loadStoryVoice } from "./load-story-voice";
import type { TStoryVoice } from "./story-voice";

/** The device's reading voice: undefined while it is found, null when there is none. */
export function useStoryVoice(): TStoryVoice | null | undefined {
  const [voice, setVoice] = useState<TStoryVoice | null | undefined>(undefined);
  useEffect(() => {
    let isMounted = true;
    loadStoryVoice()
      .catch(() => null)
      .then((found) => {
        if (isMounted) setVoice(found);
      });
    return () => {
      isMounted = false;
    };
  }, []);
  return voice;
}
