import { useEffect, useState } from "react";
import { spokenTextOf, type TBookPage } from "./book-pages";
import { wordIndexAt, wordsOf } from "./spoken-words";
import type { TStoryVoice } from "./story-voice";

/** The pause after a page is read before the book turns to the next one. */
export const PAGE_TURN_PAUSE_MS = 1200;

interface ReadToMeOptions {
  pages: readonly TBookPage[];
  pageIndex: number;
  /** Stable (a state setter or a memoised callback). */
  goTo(index: number): void;
  /** The voice, null when the device has none, undefined while it loads. */
  voice: TStoryVoice | null | undefined;
}

/**
 * "Read to me": reads the open page aloud, marks the word being said, and after a short pause
 * turns to the next page, until "The End" has been read. Turning a page by hand while reading
 * reads that page; `pause()` stops at once and `play()` starts the open page again.
 */
export function useReadToMe({ pages, pageIndex, goTo, voice }: ReadToMeOptions) {
  const [isReading, setIsReading] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const [wordIndex, setWordIndex] = useState<number | null>(null);
  const [hasNoVoice, setHasNoVoice] = useState(false);

  useEffect(() => {
    if (voice === null) setHasNoVoice(true);
  }, [voice]);

  useEffect(() => {
    const page = pages[pageIndex];
    if (!isReading || !voice || page === undefined) return;
    let turn: ReturnType<typeof setTimeout> | undefined;
    const text = spokenTextOf(page);
    const words = wordsOf(text);
    setWordIndex(null);
    voice.speak(text, {
      onWord: (charIndex) => setWordIndex(wordIndexAt(words, charIndex)),
      onEnd: () => {
        setWordIndex(null);
        if (pageIndex >= pages.length - 1) {
          setIsReading(false);
          setIsPaused(false);
        } else turn = setTimeout(() => goTo(pageIndex + 1), PAGE_TURN_PAUSE_MS);
      },
      onFail: () => {
        setWordIndex(null);
        setIsReading(false);
        setHasNoVoice(true);
      },
    });
    return () => {
      clearTimeout(turn);
      voice.stop();
    };
  }, [isReading, voice, pages, pageIndex, goTo]);

  return {
    isReading,
    /** Stopped by Pause part-way through: the button says Play. */
    isPaused,
    /** The word being said on the open page, or null. */
    wordIndex: isReading ? wordIndex : null,
    hasNoVoice,
    play: () => {
      if (!voice) return;
      setIsReading(true);
      setIsPaused(false);
    },
    pause: () => {
      setIsReading(false);
      setIsPaused(true);
    },
  };
}
