import { currentSpeechLang } from "./speech-lang";

export interface SpeakOptions {
  rate?: number;
  pitch?: number;
  volume?: number;
  /** Called when the words have been said (or could not be). */
  onEnd?: () => void;
}

/** Voices that are usually female, by the names browsers and systems give them. */
const FEMALE_VOICE_NAME =
  /female|woman|samantha|victoria|karen|zira|susan|allison|ava|serena|moira|tessa|fiona|aria|jenny|google us english/i;

/**
 * Says `text` aloud in the app's language, preferring a female voice when one is listed; queued after
 * anything already being said. A silent no-op where the browser cannot speak (spec section 8).
 */
export function speak(text: string, options: SpeakOptions = {}): boolean {
  const synthesis = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  if (synthesis === undefined || typeof SpeechSynthesisUtterance === "undefined") return false;
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = currentSpeechLang();
    if (options.rate !== undefined) utterance.rate = options.rate;
    if (options.pitch !== undefined) utterance.pitch = options.pitch;
    if (options.volume !== undefined) utterance.volume = options.volume;
    const voice = preferredVoice(synthesis.getVoices(), utterance.lang);
    if (voice !== undefined) utterance.voice = voice;
    if (options.onEnd) {
      utterance.onend = options.onEnd;
      utterance.onerror = options.onEnd;
    }
    synthesis.speak(utterance);
    return true;
  } catch {
    // Speech is a nicety: a browser that refuses it stays quiet.
    return false;
  }
}

/**
 * A female voice of the locale ("en-US"), else a female one of its language, else any of the
 * locale, else any of the language.
 */
export function preferredVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang = "en-US",
): SpeechSynthesisVoice | undefined {
  const [language = ""] = lang.toLowerCase().split("-");
  const tagOf = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace("_", "-");
  const isLocale = (voice: SpeechSynthesisVoice) => tagOf(voice) === lang.toLowerCase();
  const isLanguage = (voice: SpeechSynthesisVoice) => tagOf(voice).split("-")[0] === language;
  const isFemale = (voice: SpeechSynthesisVoice) => FEMALE_VOICE_NAME.test(voice.name);
  return (
    voices.find((voice) => isLocale(voice) && isFemale(voice)) ??
    voices.find((voice) => isLanguage(voice) && isFemale(voice)) ??
    voices.find(isLocale) ??
    voices.find(isLanguage)
  );
}
