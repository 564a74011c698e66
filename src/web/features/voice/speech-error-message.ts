/** The toast for a recognition error code (spec section 8). */
export const SPEECH_ERROR_TITLE = "Speech recognition error";

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  "no-speech": "No speech detected. Try speaking more clearly.",
  "audio-capture": "Microphone not working. Please check your microphone.",
  "not-allowed": "Microphone access denied. Please allow microphone access.",
  network: "Network error. Please check your internet connection.",
};

/**
 * Where the browser has the Web Speech API but no service behind it: the codes it answers for
 * that, and the toast that says so and points to typing.
 */
const NO_SPEECH_SERVICE_CODES: ReadonlySet<string> = new Set([
  "service-not-allowed",
  "language-not-supported",
]);
export const SPEECH_UNAVAILABLE = {
  title: "Speech isn't available here",
  description: "This browser can't turn talking into words. Please type your idea instead.",
} as const;

export function isNoSpeechServiceError(code: string): boolean {
  return NO_SPEECH_SERVICE_CODES.has(code);
}

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
