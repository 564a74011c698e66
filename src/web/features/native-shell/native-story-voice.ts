import type { PluginListenerHandle } from "@capacitor/core";
import type { TStoryVoice, TVoiceEvents } from "@/web/features/stories/book/story-voice";
import { GUIDANCE_VOICE } from "@/web/features/stories/spoken-story";
import { currentSpeechLang } from "@/web/features/voice/speech-lang";

/** The parts of the text-to-speech plugin the story voice uses; tests pass a fake. */
export interface TTextToSpeech {
  speak(options: {
    text: string;
    lang: string;
    rate: number;
    pitch: number;
    volume: number;
  }): Promise<void>;
  stop(): Promise<void>;
  isLanguageSupported(options: { lang: string }): Promise<{ supported: boolean }>;
  addListener(
    eventName: "onRangeStart",
    listener: (info: { start: number }) => void,
  ): Promise<PluginListenerHandle>;
}

/**
 * The Android app's story voice: its WebView has no speech synthesis, so the device's own
 * text-to-speech reads the page, in the app's language and reading voice settings. Null when the
 * device has no voice for the app's language. `speak` settles when the page has been said; word starts come as
 * `onRangeStart` events.
 */
export async function nativeStoryVoice(tts: TTextToSpeech): Promise<TStoryVoice | null> {
  const { supported } = await tts
    .isLanguageSupported({ lang: currentSpeechLang() })
    .catch(() => ({ supported: false }));
  if (!supported) return null;
  let current: TVoiceEvents | null = null;
  await tts.addListener("onRangeStart", ({ start }) => current?.onWord(start));
  return {
    speak(text, events) {
      current = events;
      tts.speak({ text, lang: currentSpeechLang(), ...GUIDANCE_VOICE }).then(
        () => {
          if (current === events) events.onEnd();
        },
        () => {
          if (current === events) events.onFail();
        },
      );
    },
    stop() {
      current = null;
      tts.stop().catch(() => undefined);
    },
  };
}

let loading: Promise<TStoryVoice | null> | null = null;

/** The Android app's story voice through the Capacitor plugin, made once. */
export function loadNativeStoryVoice(): Promise<TStoryVoice | null> {
  loading ??= import("@capacitor-community/text-to-speech")
    .then(({ TextToSpeech }) => nativeStoryVoice(TextToSpeech))
    .catch(() => null);
  return loading;
}
