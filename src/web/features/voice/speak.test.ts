import { afterEach, describe, expect, it, vi } from "vitest";
import { preferredVoice, speak } from "./speak";

function voice(name: string, lang: string): SpeechSynthesisVoice {
  return { name, lang, default: false, localService: true, voiceURI: name };
}

class FakeUtterance {
  lang = "";
  rate = 1;
  pitch = 1;
  volume = 1;
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("speak", () => {
  it("is a silent no-op where the browser cannot speak", () => {
    expect(() => speak("cat", { rate: 0.6 })).not.toThrow();
  });

  it("says the text in US English with the given rate, pitch and volume", () => {
    const spoken: FakeUtterance[] = [];
    const samantha = voice("Samantha", "en-US");
    vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
    vi.stubGlobal("speechSynthesis", {
      getVoices: () => [voice("Daniel", "en-GB"), samantha],
      speak: (utterance: FakeUtterance) => spoken.push(utterance),
    });
    speak("rabbit", { rate: 0.6, pitch: 1.2, volume: 0.8 });
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({
      text: "rabbit",
      lang: "en-US",
      rate: 0.6,
      pitch: 1.2,
      volume: 0.8,
      voice: samantha,
    });
  });

  it("stays quiet if the browser throws", () => {
    vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
    vi.stubGlobal("speechSynthesis", {
      getVoices: () => [],
      speak: () => {
        throw new Error("not allowed");
      },
    });
    expect(() => speak("cat")).not.toThrow();
  });
});

describe("preferredVoice", () => {
  it("prefers a female US English voice", () => {
    const zira = voice("Microsoft Zira", "en-US");
    expect(preferredVoice([voice("Microsoft David", "en-US"), zira])).toBe(zira);
  });

  it("then a female English voice, then any US English voice", () => {
    const moira = voice("Moira", "en-IE");
    const david = voice("Microsoft David", "en-US");
    expect(preferredVoice([voice("Thomas", "fr-FR"), david, moira])).toBe(moira);
    expect(preferredVoice([voice("Thomas", "fr-FR"), david])).toBe(david);
    expect(preferredVoice([voice("Thomas", "fr-FR")])).toBeUndefined();
  });
});
