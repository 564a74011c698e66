/** The toast for a recognition error code (spec section 8). */
export const SPEECH_ERROR_TITLE = "Speech recognition error";

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  "no-speech": "No speech detected. Try speaking more clearly.",
  "audio-capture": "Microphone not working. Please check your microphone.",
  "not-allowed": "Microphone access denied. Please allow microphone access.",
  network: "Network error. Please check your internet connection.",
};

export function speechErrorDescription(code: string): string {
  return DESCRIPTIONS[code] ?? `Speech recognition error: ${code}`;
}

/**
 * Whether an error code deserves a toast. "no-speech" is a normal end of listening (the child said
 * nothing yet) and "aborted" is what our own stop causes: both end listening quietly.
 */
export function isQuietSpeechError(code: string): boolean {
  return code === "no-speech" || code === "aborted";
}
