import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSpeechRecognizer, namedError } from "./fake-speech-recognizer.test-support";
import {
  RESTART_DELAY_MS,
  SILENCE_STOP_MS,
  SpeechController,
  type SpeechControllerOptions,
} from "./speech-controller";

function setUp(options: Pick<SpeechControllerOptions, "isMicrophoneWorking"> = {}) {
  const onChange = vi.fn();
  const onFinalText = vi.fn();
  const onError = vi.fn();
  const log = vi.fn();
  const controller = new SpeechController({
    Recognizer: FakeSpeechRecognizer,
    onChange,
    onFinalText,
    onError,
    log,
    ...options,
  });
  const recognizer = () => {
    const latest = FakeSpeechRecognizer.instances.at(-1);
    if (!latest) throw new Error("No recogniser was created");
    return latest;
  };
  return { controller, onChange, onFinalText, onError, log, recognizer };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSpeechRecognizer.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("SpeechController: starting", () => {
  it("starts listening with the direct recogniser in the standard settings", () => {
    const { controller, recognizer, onChange } = setUp();
    controller.start("clear");
    expect(controller.state).toEqual({ isListening: true, transcript: "" });
    expect(onChange).toHaveBeenLastCalledWith({ isListening: true, transcript: "" });
    expect(recognizer()).toMatchObject({
      lang: "en-US",
      continuous: false,
      interimResults: true,
      maxAlternatives: 3,
      isRunning: true,
    });
  });

  it("asks for 7 alternatives for a growing speaker", () => {
    const { controller, recognizer } = setUp();
    controller.start("growing");
    expect(recognizer().maxAlternatives).toBe(7);
  });

  it("creates the recogniser once across many listenings", () => {
    const { controller } = setUp();
    for (let i = 0; i < 3; i += 1) {
      controller.start();
      controller.stop();
    }
    expect(FakeSpeechRecognizer.instances).toHaveLength(1);
  });

  it("falls back to the simple continuous recogniser when the enhanced one fails to start", () => {
    const { controller, recognizer, log } = setUp();
    FakeSpeechRecognizer.startFailures = [namedError("NotSupportedError")];
    controller.start("growing");
    expect(FakeSpeechRecognizer.instances).toHaveLength(2);
    expect(recognizer()).toMatchObject({ continuous: true, isRunning: true, lang: "en-US" });
    expect(controller.state.isListening).toBe(true);
    expect(log).toHaveBeenCalled();

    controller.stop();
    controller.start();
    expect(FakeSpeechRecognizer.instances).toHaveLength(2);
    expect(recognizer().isRunning).toBe(true);
  });

  it("reports an error when neither recogniser can start", () => {
    const { controller, onError } = setUp();
    FakeSpeechRecognizer.startFailures = [namedError("NotSupportedError"), namedError("Boom")];
    controller.start();
    expect(controller.state.isListening).toBe(false);
    expect(onError).toHaveBeenCalledWith(
      "Speech recognition error",
      "Speech recognition error: start-failed",
    );
  });

  it("restarts after 100 ms when started while already running", () => {
    const { controller, recognizer } = setUp();
    controller.start();
    recognizer().hear([{ isFinal: false, alternatives: [{ transcript: "a red", confidence: 0 }] }]);
    controller.start();
    expect(recognizer().isRunning).toBe(false);
    expect(controller.state.isListening).toBe(true);
    vi.advanceTimersByTime(RESTART_DELAY_MS - 1);
    expect(recognizer().starts).toBe(1);
    vi.advanceTimersByTime(1);
    expect(recognizer().starts).toBe(2);
    recognizer().say("bus");
    expect(controller.state.transcript).toBe("a red bus");
  });

  it("retries after 100 ms when the browser says the recogniser is still running", () => {
    const { controller, recognizer } = setUp();
    FakeSpeechRecognizer.startFailures = [namedError("InvalidStateError")];
    controller.start();
    expect(recognizer().isRunning).toBe(false);
    vi.advanceTimersByTime(RESTART_DELAY_MS);
    expect(recognizer().isRunning).toBe(true);
    expect(FakeSpeechRecognizer.instances).toHaveLength(1);
  });
});

describe("SpeechController: hearing", () => {
  it("shows interim words as they come and the chosen final alternative", () => {
    const { controller, recognizer, onChange } = setUp();
    controller.start();
    recognizer().hear([{ isFinal: false, alternatives: [{ transcript: "a cad", confidence: 0 }] }]);
    expect(onChange).toHaveBeenLastCalledWith({ isListening: true, transcript: "a cad" });
    recognizer().hear([
      {
        isFinal: true,
        alternatives: [
          { transcript: "a cad", confidence: 0.3 },
          { transcript: "a cat", confidence: 0.8 },
        ],
      },
    ]);
    expect(controller.state.transcript).toBe("a cat");
  });

  it("keeps listening across phrases: the direct recogniser is restarted 100 ms after it ends", () => {
    const { controller, recognizer } = setUp();
    controller.start();
    recognizer().say("a pink");
    recognizer().end();
    expect(controller.state.isListening).toBe(true);
    vi.advanceTimersByTime(RESTART_DELAY_MS);
    expect(recognizer().starts).toBe(2);
    recognizer().say("elephant");
    expect(controller.state.transcript).toBe("a pink elephant");
  });

  it("maps toddler words while a growing speaker talks", () => {
    const { controller, recognizer } = setUp();
    controller.start("growing");
    recognizer().say("a wittle wabbit");
    expect(controller.state.transcript).toBe("a little rabbit");
  });

  it("leaves toddler words alone for a clear speaker", () => {
    const { controller, recognizer } = setUp();
    controller.start("clear");
    recognizer().say("a wabbit");
    expect(controller.state.transcript).toBe("a wabbit");
  });
});

describe("SpeechController: ending", () => {
  it("stops on request and hands over the cleaned text", () => {
    const { controller, recognizer, onFinalText, onError } = setUp();
    controller.start();
    recognizer().say("um a friendly dragon");
    controller.toggle();
    expect(onFinalText).toHaveBeenCalledWith("A friendly dragon.");
    expect(controller.state).toEqual({ isListening: false, transcript: "A friendly dragon." });
    expect(recognizer().isRunning).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it("keeps interim words when stopped mid-phrase", () => {
    const { controller, recognizer, onFinalText } = setUp();
    controller.start();
    recognizer().hear([
      { isFinal: false, alternatives: [{ transcript: "a rocket", confidence: 0 }] },
    ]);
    controller.stop();
    expect(onFinalText).toHaveBeenCalledWith("A rocket.");
  });

  it("does not call onFinalText when nothing was heard", () => {
    const { controller, onFinalText } = setUp();
    controller.start();
    controller.stop();
    expect(onFinalText).not.toHaveBeenCalled();
    expect(controller.state.isListening).toBe(false);
  });

  it("stops by itself 4 s after the last words heard", () => {
    const { controller, recognizer, onFinalText } = setUp();
    controller.start();
    recognizer().say("a magical cat");
    vi.advanceTimersByTime(SILENCE_STOP_MS - 1000);
    recognizer().hear([
      { isFinal: true, alternatives: [{ transcript: "a magical cat", confidence: 0.9 }] },
      { isFinal: false, alternatives: [{ transcript: "with wings", confidence: 0 }] },
    ]);
    vi.advanceTimersByTime(SILENCE_STOP_MS - 1);
    expect(controller.state.isListening).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.state.isListening).toBe(false);
    expect(onFinalText).toHaveBeenCalledExactlyOnceWith("A magical cat with wings.");
  });

  it("waits without a silence timer until something is heard", () => {
    const { controller } = setUp();
    controller.start();
    vi.advanceTimersByTime(SILENCE_STOP_MS * 3);
    expect(controller.state.isListening).toBe(true);
  });

  it("treats no-speech as a normal end: no toast", () => {
    const { controller, recognizer, onError, onFinalText } = setUp();
    controller.start();
    recognizer().fail("no-speech");
    expect(controller.state.isListening).toBe(false);
    expect(onError).not.toHaveBeenCalled();
    expect(onFinalText).not.toHaveBeenCalled();
  });

  it("only logs an abort from elsewhere, ending listening quietly", () => {
    const { controller, recognizer, onError, log } = setUp();
    controller.start();
    recognizer().fail("aborted");
    expect(controller.state.isListening).toBe(false);
    expect(onError).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("Speech recognition aborted.");
  });

  it.each([
    ["not-allowed", "Microphone access denied. Please allow microphone access."],
    ["audio-capture", "Microphone not working. Please check your microphone."],
    ["network", "Network error. Please check your internet connection."],
  ])("ends listening on %s with a toast", (code, description) => {
    const { controller, recognizer, onError } = setUp();
    controller.start();
    recognizer().fail(code);
    expect(controller.state.isListening).toBe(false);
    expect(onError).toHaveBeenCalledExactlyOnceWith("Speech recognition error", description);
  });

  it.each(["service-not-allowed", "language-not-supported"])(
    "says on %s that speech isn't available here and to type",
    (code) => {
      const { controller, recognizer, onError } = setUp();
      controller.start();
      recognizer().fail(code);
      expect(controller.state.isListening).toBe(false);
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        "Speech isn't available here",
        "This browser can't turn talking into words. Please type your idea instead.",
      );
    },
  );

  it("says speech isn't available when the microphone works but the browser can't hear with it", async () => {
    const { controller, recognizer, onError } = setUp({ isMicrophoneWorking: async () => true });
    controller.start();
    recognizer().fail("audio-capture");
    expect(controller.state.isListening).toBe(false);
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        "Speech isn't available here",
        "This browser can't turn talking into words. Please type your idea instead.",
      ),
    );
  });

  it("says the microphone is not working when it cannot be opened", async () => {
    const { controller, recognizer, onError } = setUp({ isMicrophoneWorking: async () => false });
    controller.start();
    recognizer().fail("audio-capture");
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledExactlyOnceWith(
        "Speech recognition error",
        "Microphone not working. Please check your microphone.",
      ),
    );
  });

  it("still hands over what was heard before an error", () => {
    const { controller, recognizer, onFinalText } = setUp();
    controller.start();
    recognizer().say("a yellow submarine");
    recognizer().fail("network");
    expect(onFinalText).toHaveBeenCalledWith("A yellow submarine.");
  });

  it("ignores the recogniser's events after listening ended", () => {
    const { controller, recognizer, onError, onFinalText } = setUp();
    controller.start();
    controller.stop();
    recognizer().onresult?.({
      resultIndex: 0,
      results: [Object.assign([{ transcript: "late", confidence: 1 }], { isFinal: true })],
    });
    recognizer().onerror?.({ error: "network" });
    vi.advanceTimersByTime(SILENCE_STOP_MS);
    expect(onError).not.toHaveBeenCalled();
    expect(onFinalText).not.toHaveBeenCalled();
    expect(controller.state.transcript).toBe("");
  });

  it("reset forgets everything without handing it over", () => {
    const { controller, recognizer, onFinalText } = setUp();
    controller.start();
    recognizer().say("a green frog");
    controller.reset();
    expect(controller.state).toEqual({ isListening: false, transcript: "" });
    expect(onFinalText).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SILENCE_STOP_MS);
    expect(onFinalText).not.toHaveBeenCalled();
  });

  it("goes quiet after dispose", () => {
    const { controller, recognizer, onChange } = setUp();
    controller.start();
    controller.dispose();
    onChange.mockClear();
    controller.start();
    recognizer().say("anything");
    expect(onChange).not.toHaveBeenCalled();
    expect(recognizer().isRunning).toBe(false);
  });
});

describe("SpeechController: on the device", () => {
  it("asks each recogniser to process locally when the browser said it can", () => {
    const controller = new SpeechController({
      Recognizer: FakeSpeechRecognizer,
      onChange: vi.fn(),
      onFinalText: vi.fn(),
      onError: vi.fn(),
      log: vi.fn(),
      isOnDevice: () => true,
    });
    controller.start("clear");
    expect(FakeSpeechRecognizer.instances.at(-1)?.processLocally).toBe(true);
  });

  it("leaves processLocally alone otherwise", () => {
    const { controller, recognizer } = setUp();
    controller.start("clear");
    expect(recognizer().processLocally).toBeUndefined();
  });
});
