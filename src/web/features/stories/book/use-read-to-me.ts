import { useEffect, useState } from "react";
import { spokenTextOf, type TBookPage } from "./book-pages";
import type { TRecordingPlayer } from "./recordings/recording-player";
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
  /** The address of a grown-up's recording of a page, or null (stable while it is unchanged). */
  recordingOf(pageIndex: number): string | null;
  player: TRecordingPlayer;
}

/**
 * "Read to me": reads the open page aloud, marks the word being said, and after a short pause
 * turns to the next page, until "The End" has been read. A page a grown-up recorded plays their
 * recording instead, marking no word (the recording's timing is unknown, a wrong mark is worse
 * than none). Turning a page by hand while reading reads that page; `pause()` stops at once and
 * `play()` starts the open page again.
 */
export function useReadToMe({
  pages,
  pageIndex,
  goTo,
  voice,
  recordingOf,
  player,
}: ReadToMeOptions) {
  const [isReading, setIsReading] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const [wordIndex, setWordIndex] = useState<number | null>(null);
  const [hasNoVoice, setHasNoVoice] = useState(false);
  const recording = recordingOf(pageIndex);

  useEffect(() => {
    if (voice === null) setHasNoVoice(true);
  }, [voice]);

  useEffect(() => {
    const page = pages[pageIndex];
    if (!isReading || page === undefined) return;
    let turn: ReturnType<typeof setTimeout> | undefined;
    const pageIsRead = () => {
      setWordIndex(null);
      if (pageIndex >= pages.length - 1) {
        setIsReading(false);
        setIsPaused(false);
      } else turn = setTimeout(() => goTo(pageIndex + 1), PAGE_TURN_PAUSE_MS);
    };
    const cannotRead = () => {
      setWordIndex(null);
      setIsReading(false);
      setHasNoVoice(true);
    };
    const speak = () => {
      if (voice === undefined) return; // read once the voice has loaded
      if (voice === null) return cannotRead();
      const text = spokenTextOf(page);
      const words = wordsOf(text);
      voice.speak(text, {
        onWord: (charIndex) => setWordIndex(wordIndexAt(words, charIndex)),
        onEnd: pageIsRead,
        onFail: cannotRead,
      });
    };
    setWordIndex(null);
    if (recording) player.play(recording, { onEnd: pageIsRead, onFail: speak });
    else speak();
    return () => {
      clearTimeout(turn);
      player.stop();
      voice?.stop();
    };
  }, [isReading, voice, pages, pageIndex, goTo, recording, player]);

  return {
    isReading,
    /** Stopped by Pause part-way through: the button says Play. */
    isPaused,
    /** The word being said on the open page, or null. */
    wordIndex: isReading ? wordIndex : null,
    hasNoVoice,
    play: () => {
      setIsReading(true);
      setIsPaused(false);
    },
    pause: () => {
      setIsReading(false);
      setIsPaused(true);
    },
  };
}
