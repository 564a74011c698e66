// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  nativeStoryVoice,
  type TTextToSpeech,
} from "@/web/features/native-shell/native-story-voice";
import { browserStoryVoice } from "@/web/features/stories/book/browser-story-voice";
import { switchLanguage } from "@/web/i18n/current-language";
import { recognitionSettingsFor } from "./recognition-settings";
import { preferredVoice, speak } from "./speak";

const voice = (name: string, lang: string) =>
  ({ name, lang, default: false, localService: true, voiceURI: name }) as SpeechSynthesisVoice;

class FakeUtterance {
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {}
}

const VOICES = [
  voice("Samantha", "en-US"),
  voice("Jorge", "es-ES"),
  voice("Lucía Female", "es-ES"),
];

function stubSpeech(): FakeUtterance[] {
  const spoken: FakeUtterance[] = [];
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  vi.stubGlobal("speechSynthesis", {
    getVoices: () => VOICES,
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: () => {},
  });
  return spoken;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage("en");
});

describe("speech in the app's language", () => {
  it("listens in the chosen language", async () => {
    expect(recognitionSettingsFor("clear").lang).toBe("en-US");
    await switchLanguage("es");
    expect(recognitionSettingsFor("clear").lang).toBe("es-ES");
    await switchLanguage("pt");
    expect(recognitionSettingsFor("growing").lang).toBe("pt-BR");
  });

  it("speaks words and reads the Story Book in the chosen language, with a voice of it", async () => {
    const spoken = stubSpeech();
    await switchLanguage("es");
    speak("perro");
    browserStoryVoice()?.speak("Había una vez", { onWord() {}, onEnd() {}, onFail() {} });
    expect(spoken.map((utterance) => utterance.lang)).toEqual(["es-ES", "es-ES"]);
    expect(spoken.every((utterance) => utterance.voice?.lang === "es-ES")).toBe(true);
  });

  it("prefers a female voice of the language, else any voice of it", () => {
    expect(preferredVoice(VOICES, "es-ES")?.name).toBe("Lucía Female");
    expect(preferredVoice([voice("Jorge", "es-MX")], "es-ES")?.name).toBe("Jorge");
    expect(preferredVoice(VOICES, "de-DE")).toBeUndefined();
  });

  it("has the native shell's text-to-speech read in the chosen language", async () => {
    await switchLanguage("de");
    const tts = {
      isLanguageSupported: vi.fn(async () => ({ supported: true })),
      speak: vi.fn(async () => {}),
      stop: vi.fn(async () => {}),
      addListener: vi.fn(async () => ({ remove: async () => {} })),
    } satisfies TTextToSpeech;
    const storyVoice = await nativeStoryVoice(tts);
    storyVoice?.speak("Es war einmal", { onWord() {}, onEnd() {}, onFail() {} });
    expect(tts.isLanguageSupported).toHaveBeenCalledWith({ lang: "de-DE" });
    expect(tts.speak).toHaveBeenCalledWith(expect.objectContaining({ lang: "de-DE" }));
  });
});
