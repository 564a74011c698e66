// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookPagesOf } from "./book-pages";
import type { TPlaybackEvents, TRecordingPlayer } from "./recordings/recording-player";
import type { TStoryVoice, TVoiceEvents } from "./story-voice";
import { PAGE_TURN_PAUSE_MS, useReadToMe } from "./use-read-to-me";

/** A voice that says nothing until the test reports its words and its end. */
class FakeVoice implements TStoryVoice {
  spoken: string[] = [];
  stops = 0;
  private events: TVoiceEvents | null = null;
  speak(text: string, events: TVoiceEvents) {
    this.spoken.push(text);
    this.events = events;
  }
  stop() {
    this.stops += 1;
    this.events = null;
  }
  word(charIndex: number) {
    act(() => this.events?.onWord(charIndex));
  }
  end() {
    act(() => this.events?.onEnd());
  }
  fail() {
    act(() => this.events?.onFail());
  }
}

/** Plays nothing until the test says a recording has ended or failed. */
class FakePlayer implements TRecordingPlayer {
  played: string[] = [];
  private events: TPlaybackEvents | null = null;
  play(url: string, events: TPlaybackEvents) {
    this.played.push(url);
    this.events = events;
  }
  stop() {
    this.events = null;
  }
  end() {
    act(() => this.events?.onEnd());
  }
  fail() {
    act(() => this.events?.onFail());
  }
}

const pages = bookPagesOf({
  title: "Red Ball",
  scenes: [1, 2].map((sceneNumber) => ({
    sceneNumber,
    description: sceneNumber === 1 ? "A dog found a ball." : "It bounced away.",
    imageUrl: null,
    faceSwappedUrl: null,
    thumbnailUrl: null,
  })),
});

const noRecordings = () => null;

function renderReader(
  voice: TStoryVoice | null,
  recordingOf: (pageIndex: number) => string | null = noRecordings,
  player: TRecordingPlayer = new FakePlayer(),
) {
  return renderHook(() => {
    const [pageIndex, setPageIndex] = useState(0);
    return {
      pageIndex,
      setPageIndex,
      ...useReadToMe({ pages, pageIndex, goTo: setPageIndex, voice, recordingOf, player }),
    };
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useReadToMe", () => {
  it("reads each page, marks the word being said and turns the page after a pause", () => {
    const voice = new FakeVoice();
    const { result } = renderReader(voice);
    act(() => result.current.play());
    expect(voice.spoken).toEqual(["Red Ball"]);
    voice.word(4);
    expect(result.current.wordIndex).toBe(1);
    voice.end();
    expect(result.current.wordIndex).toBeNull();
    act(() => vi.advanceTimersByTime(PAGE_TURN_PAUSE_MS - 1));
    expect(result.current.pageIndex).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.pageIndex).toBe(1);
    expect(voice.spoken.at(-1)).toBe("A dog found a ball.");
    voice.word(6);
    expect(result.current.wordIndex).toBe(2);
    voice.end();
    act(() => vi.advanceTimersByTime(PAGE_TURN_PAUSE_MS));
    voice.end();
    act(() => vi.advanceTimersByTime(PAGE_TURN_PAUSE_MS));
    expect(result.current.pageIndex).toBe(3);
    expect(voice.spoken.at(-1)).toBe("The End");
    voice.end();
    expect(result.current.isReading).toBe(false);
    expect(result.current.isPaused).toBe(false);
  });

  it("stops at once on Pause and starts the open page again on Play", () => {
    const voice = new FakeVoice();
    const { result } = renderReader(voice);
    act(() => result.current.play());
    voice.end();
    act(() => result.current.pause());
    act(() => vi.advanceTimersByTime(PAGE_TURN_PAUSE_MS * 2));
    expect(result.current.pageIndex).toBe(0);
    expect(result.current.isPaused).toBe(true);
    expect(voice.stops).toBeGreaterThan(0);
    act(() => result.current.play());
    expect(voice.spoken).toEqual(["Red Ball", "Red Ball"]);
  });

  it("reads the page turned to by hand while reading", () => {
    const voice = new FakeVoice();
    const { result } = renderReader(voice);
    act(() => result.current.play());
    act(() => result.current.setPageIndex(2));
    expect(voice.spoken).toEqual(["Red Ball", "It bounced away."]);
  });

  it("says kindly that there is no voice when the device has none or it fails", () => {
    expect(renderReader(null).result.current.hasNoVoice).toBe(true);
    const voice = new FakeVoice();
    const { result } = renderReader(voice);
    expect(result.current.hasNoVoice).toBe(false);
    act(() => result.current.play());
    voice.fail();
    expect(result.current.hasNoVoice).toBe(true);
    expect(result.current.isReading).toBe(false);
  });

  it("plays a grown-up's recording instead of the voice, marking no word, then turns the page", () => {
    const voice = new FakeVoice();
    const player = new FakePlayer();
    const recordingOf = (pageIndex: number) => (pageIndex === 1 ? "/media/grandpa.webm" : null);
    const { result } = renderReader(voice, recordingOf, player);
    act(() => result.current.play());
    voice.end();
    act(() => vi.advanceTimersByTime(PAGE_TURN_PAUSE_MS));
    expect(result.current.pageIndex).toBe(1);
    expect(player.played).toEqual(["/media/grandpa.webm"]);
    expect(voice.spoken).toEqual(["Red Ball"]);
    expect(result.current.wordIndex).toBeNull();
    player.end();
    act(() => vi.advanceTimersByTime(PAGE_TURN_PAUSE_MS));
    expect(result.current.pageIndex).toBe(2);
    expect(voice.spoken).toEqual(["Red Ball", "It bounced away."]);
  });

  it("reads recorded pages on a device with no voice, and the voice reads a recording that fails", () => {
    const player = new FakePlayer();
    const { result } = renderReader(null, (pageIndex) => `/media/page-${pageIndex}.ogg`, player);
    act(() => result.current.play());
    player.end();
    act(() => vi.advanceTimersByTime(PAGE_TURN_PAUSE_MS));
    expect(player.played).toEqual(["/media/page-0.ogg", "/media/page-1.ogg"]);
    expect(result.current.isReading).toBe(true);

    const voice = new FakeVoice();
    const failing = new FakePlayer();
    const second = renderReader(voice, () => "/media/gone.webm", failing).result;
    act(() => second.current.play());
    failing.fail();
    expect(voice.spoken).toEqual(["Red Ball"]);
  });
});
