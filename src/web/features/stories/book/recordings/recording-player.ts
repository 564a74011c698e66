/** What a recorded page tells the book while it plays. */
export interface TPlaybackEvents {
  onEnd(): void;
  /** The recording could not be played (gone, or the browser cannot play its format). */
  onFail(): void;
}

/** Plays a grown-up's recorded page. After `stop()` the stopped page's events never arrive. */
export interface TRecordingPlayer {
  play(url: string, events: TPlaybackEvents): void;
  stop(): void;
}

/**
 * One audio element for every page: Safari lets an element play without a tap only once it
 * has played from one, so the pages after the first (turned by a timer) play from the same.
 */
export function createAudioRecordingPlayer(): TRecordingPlayer {
  let audio: HTMLAudioElement | null = null;
  let playing = 0;
  const stop = () => {
    playing += 1;
    if (!audio) return;
    audio.onended = null;
    audio.onerror = null;
    audio.pause();
  };
  return {
    play(url, events) {
      stop();
      const turn = playing;
      audio ??= new Audio();
      const isCurrent = () => turn === playing;
      audio.onended = () => {
        if (isCurrent()) events.onEnd();
      };
      audio.onerror = () => {
        if (isCurrent()) events.onFail();
      };
      audio.src = url;
      audio.play().catch((error: unknown) => {
        // A play() cut short by stop() rejects too; only a real failure counts.
        if (isCurrent() && !(error instanceof DOMException && error.name === "AbortError")) {
          events.onFail();
        }
      });
    },
    stop,
  };
}
