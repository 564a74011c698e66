import { useCallback, useEffect, useRef, useState } from "react";
import { FINAL_REVEAL_DELAY_MS, SCENE_REVEAL_DELAY_MS } from "./story-timing";

/**
 * Scenes appear one by one, 1.2 s apart, then after 0.3 s the story is done (spec social.md §4).
 */
export function useStoryReveal(onDone: () => void) {
  const [revealed, setRevealed] = useState(0);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });
  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clear, [clear]);

  const reveal = useCallback(
    (count: number) => {
      clear();
      setRevealed(1);
      for (let shown = 2; shown <= count; shown++) {
        timers.current.push(
          setTimeout(() => setRevealed(shown), (shown - 1) * SCENE_REVEAL_DELAY_MS),
        );
      }
      const doneAt = (count - 1) * SCENE_REVEAL_DELAY_MS + FINAL_REVEAL_DELAY_MS;
      timers.current.push(setTimeout(() => latestOnDone.current(), doneAt));
    },
    [clear],
  );

  const showAll = useCallback(
    (count: number) => {
      clear();
      setRevealed(count);
    },
    [clear],
  );

  return { revealed, reveal, showAll, reset: () => showAll(0) };
}
