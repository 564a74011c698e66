import { preferredVoice } from "@/web/features/voice/speak";
import { currentSpeechLang } from "@/web/features/voice/speech-lang";
import { GUIDANCE_VOICE } from "../spoken-story";
import type { TStoryVoice, TVoiceEvents } from "./story-voice";

/** Errors a stopped utterance reports; they are the stop, not a failure. */
const STOPPED = new Set(["interrupted", "canceled"]);

/**
 * The browser's speech synthesis as a story voice, in the app's reading voice (the app's language, a
 * female voice preferred, the spec's guidance rate, pitch and volume). Null where the browser has
 * none (the Android app's WebView, some privacy browsers).
 */
export function browserStoryVoice(): TStoryVoice | null {
  const synthesis = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (synthesis === undefined || typeof SpeechSynthesisUtterance === "undefined") return null;
  let current: SpeechSynthesisUtterance | null = null;
  return {
    speak(text: string, events: TVoiceEvents) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = currentSpeechLang();
      utterance.rate = GUIDANCE_VOICE.rate;
      utterance.pitch = GUIDANCE_VOICE.pitch;
      utterance.volume = GUIDANCE_VOICE.volume;
      const voice = preferredVoice(synthesis.getVoices(), utterance.lang);
      if (voice !== undefined) utterance.voice = voice;
      const isCurrent = () => current === utterance;
      utterance.onboundary = (event) => {
        if (isCurrent() && event.name === "word") events.onWord(event.charIndex);
      };
      utterance.onend = () => {
        if (isCurrent()) events.onEnd();
      };
      utterance.onerror = (event) => {
        if (isCurrent() && !STOPPED.has(event.error)) events.onFail();
      };
      current = utterance;
      try {
        synthesis.cancel();
        synthesis.speak(utterance);
      } catch {
        events.onFail();
      }
    },
    stop() {
      current = null;
      synthesis.cancel();
    },
  };
}
