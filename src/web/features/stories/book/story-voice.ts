/** What a voice tells the book while it reads a page aloud. */
export interface TVoiceEvents {
  /** A word starts at this index of the page's text. */
  onWord(charIndex: number): void;
  /** The page has been said. */
  onEnd(): void;
  /** The device could not say it (no voice, or the voice failed). */
  onFail(): void;
}

/**
 * A voice that reads a page aloud: the browser's speech synthesis, or the Android app's
 * text-to-speech plugin. After `stop()` the stopped page's events never arrive.
 */
export interface TStoryVoice {
  speak(text: string, events: TVoiceEvents): void;
  stop(): void;
}
