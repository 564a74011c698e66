import { describe, expect, it, vi } from "vitest";
import { nativeStoryVoice, type TTextToSpeech } from "./native-story-voice";

/** A text-to-speech plugin that finishes a page when the test says. */
function fakePlugin(supported = true) {
  let rangeStart: ((info: { start: number }) => void) | null = null;
  let finish: (() => void) | null = null;
  let fail: (() => void) | null = null;
  const plugin: TTextToSpeech = {
    speak: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = resolve;
          fail = () => reject(new Error("no engine"));
        }),
    ),
    stop: vi.fn(async () => undefined),
    isLanguageSupported: vi.fn(async () => ({ supported })),
    addListener: vi.fn(async (_name, listener) => {
      rangeStart = listener;
      return { remove: async () => undefined };
    }),
  };
  return {
    plugin,
    word: (start: number) => rangeStart?.({ start }),
    finish: () => finish?.(),
    fail: () => fail?.(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const events = () => ({ onWord: vi.fn(), onEnd: vi.fn(), onFail: vi.fn() });

describe("nativeStoryVoice", () => {
  it("reads a page in the reading voice, reports word starts and the end", async () => {
    const fake = fakePlugin();
    const voice = await nativeStoryVoice(fake.plugin);
    const heard = events();
    voice?.speak("A red ball.", heard);
    expect(fake.plugin.speak).toHaveBeenCalledWith({
      text: "A red ball.",
      lang: "en-US",
      rate: 0.9,
      pitch: 1.4,
      volume: 0.8,
    });
    fake.word(2);
    expect(heard.onWord).toHaveBeenCalledWith(2);
    fake.finish();
    await settle();
    expect(heard.onEnd).toHaveBeenCalledOnce();
  });

  it("sends nothing of a stopped page, and reports a failure", async () => {
    const fake = fakePlugin();
    const voice = await nativeStoryVoice(fake.plugin);
    const stopped = events();
    voice?.speak("One.", stopped);
    voice?.stop();
    fake.word(0);
    fake.finish();
    await settle();
    expect(fake.plugin.stop).toHaveBeenCalled();
    expect(stopped.onWord).not.toHaveBeenCalled();
    expect(stopped.onEnd).not.toHaveBeenCalled();
    const failing = events();
    voice?.speak("Two.", failing);
    fake.fail();
    await settle();
    expect(failing.onFail).toHaveBeenCalledOnce();
  });

  it("is null when the device has no US English voice", async () => {
    expect(await nativeStoryVoice(fakePlugin(false).plugin)).toBeNull();
  });
});
