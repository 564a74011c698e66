import { useEffect, useState } from "react";
import { speak } from "@/web/features/voice/speak";

/** Spec section 9: word list speech and the highlight pulse. */
export const WORD_SPEECH = { rate: 0.6, pitch: 1.2, volume: 0.8 } as const;
export const WORD_PULSE_MS = 1000;
/** A short breath between words so a slow voice finishes before the next starts. */
const WORD_GAP_MS = 400;

/**
 * While `isReading`, says each word in order and returns the index of the word being said
 * (highlighted with a 1 s pulse); -1 when no word is being said.
 */
export function useWordReader(words: readonly string[], isReading: boolean): number {
  const [currentIndex, setCurrentIndex] = useState(-1);
  useEffect(() => {
    if (!isReading || words.length === 0) return;
    const timers = words.map((word, index) =>
      setTimeout(
        () => {
          setCurrentIndex(index);
          speak(word, WORD_SPEECH);
        },
        index * (WORD_PULSE_MS + WORD_GAP_MS),
      ),
    );
    const finished = setTimeout(
      () => setCurrentIndex(-1),
      words.length * (WORD_PULSE_MS + WORD_GAP_MS),
    );
    return () => {
      for (const timer of [...timers, finished]) clearTimeout(timer);
      window.speechSynthesis?.cancel();
      setCurrentIndex(-1);
    };
  }, [words, isReading]);
  return currentIndex;
}
