// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSpeechRecognizer } from "./fake-speech-recognizer.test-support";
import { SILENCE_STOP_MS } from "./speech-controller";
import { useSpeechRecognition, type UseSpeechRecognitionOptions } from "./use-speech-recognition";

function renderSpeech(options: Partial<UseSpeechRecognitionOptions> = {}) {
  const onFinalText = vi.fn();
  const onError = vi.fn();
  const hook = renderHook((props: UseSpeechRecognitionOptions) => useSpeechRecognition(props), {
    initialProps: { onFinalText, onError, ...options },
  });
  return { ...hook, onFinalText, onError };
}

function latestRecognizer(): FakeSpeechRecognizer {
  const latest = FakeSpeechRecognizer.instances.at(-1);
  if (!latest) throw new Error("No recogniser was created");
  return latest;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSpeechRecognizer.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useSpeechRecognition without browser support", () => {
  it("reports isSupported false and does nothing", () => {
    const { result } = renderSpeech();
    expect(result.current.isSupported).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isListening).toBe(false);
  });
});

describe("useSpeechRecognition", () => {
  beforeEach(() => {
    vi.stubGlobal("webkitSpeechRecognition", FakeSpeechRecognizer);
  });

  it("finds the prefixed recogniser and creates nothing until used", () => {
    const { result } = renderSpeech();
    expect(result.current.isSupported).toBe(true);
    expect(result.current.isListening).toBe(false);
    expect(FakeSpeechRecognizer.instances).toHaveLength(0);
  });

  it("toggles listening on and off, handing the cleaned text over", () => {
    const { result, onFinalText } = renderSpeech();
    act(() => result.current.toggle());
    expect(result.current.isListening).toBe(true);
    act(() => latestRecognizer().say("a colourful rocket ship"));
    expect(result.current.transcript).toBe("a colourful rocket ship");
    act(() => result.current.toggle());
    expect(result.current.isListening).toBe(false);
    expect(result.current.transcript).toBe("A colourful rocket ship.");
    expect(onFinalText).toHaveBeenCalledExactlyOnceWith("A colourful rocket ship.");
  });

  it("stops after 4 s of silence", () => {
    const { result, onFinalText } = renderSpeech();
    act(() => result.current.start());
    act(() => latestRecognizer().say("a dancing dinosaur"));
    act(() => vi.advanceTimersByTime(SILENCE_STOP_MS));
    expect(result.current.isListening).toBe(false);
    expect(onFinalText).toHaveBeenCalledWith("A dancing dinosaur.");
  });

  it("uses the speaking level current at start", () => {
    const { result, rerender, onFinalText, onError } = renderSpeech();
    rerender({ speakingLevel: "growing", onFinalText, onError });
    act(() => result.current.start());
    expect(latestRecognizer().maxAlternatives).toBe(7);
    act(() => latestRecognizer().say("a pwincess"));
    act(() => result.current.stop());
    expect(onFinalText).toHaveBeenCalledWith("A princess.");
  });

  it("calls the latest callbacks", () => {
    const { result, rerender, onError } = renderSpeech();
    const laterOnError = vi.fn();
    rerender({ onFinalText: vi.fn(), onError: laterOnError });
    act(() => result.current.start());
    act(() => latestRecognizer().fail("not-allowed"));
    expect(onError).not.toHaveBeenCalled();
    expect(laterOnError).toHaveBeenCalledWith(
      "Speech recognition error",
      "Microphone access denied. Please allow microphone access.",
    );
    expect(result.current.isListening).toBe(false);
  });

  it("reset clears the transcript", () => {
    const { result, onFinalText } = renderSpeech();
    act(() => result.current.start());
    act(() => latestRecognizer().say("a frog"));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isListening: false, transcript: "" });
    expect(onFinalText).not.toHaveBeenCalled();
  });

  it("stops the recogniser when the page goes away", () => {
    const { result, unmount } = renderSpeech();
    act(() => result.current.start());
    unmount();
    expect(latestRecognizer().isRunning).toBe(false);
  });
});

describe("useSpeechRecognition on the device", () => {
  it("asks the recogniser to process locally once the browser says it can, and says so", async () => {
    const OnDevice = class extends FakeSpeechRecognizer {
      static available = () => Promise.resolve("available");
    };
    vi.stubGlobal("SpeechRecognition", OnDevice);
    const { result } = renderSpeech();
    expect(result.current.place).toBe("checking");
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.place).toBe("on-device");
    act(() => result.current.start());
    expect(latestRecognizer().processLocally).toBe(true);
  });

  it("leaves recognition to the browser's service where it cannot, and says so", async () => {
    vi.stubGlobal("SpeechRecognition", FakeSpeechRecognizer);
    const { result } = renderSpeech();
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.place).toBe("online");
    act(() => result.current.start());
    expect(latestRecognizer().processLocally).toBeUndefined();
  });
});
