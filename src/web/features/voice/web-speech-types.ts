/**
 * The parts of the Web Speech API's recogniser this feature uses. TypeScript's DOM library has the
 * result types but not the recogniser itself (Chrome and Safari ship it as webkitSpeechRecognition).
 */

export interface SpeechAlternative {
  readonly transcript: string;
  readonly confidence: number;
}

export interface SpeechResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternative;
}

export interface SpeechResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechResult };
}

export interface SpeechErrorEvent {
  /** "no-speech", "aborted", "audio-capture", "network", "not-allowed", … */
  readonly error: string;
}

export interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Current Chromium: recognise on the device only (set only once the browser says it can). */
  processLocally?: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognizerConstructor = new () => SpeechRecognizer;

/** The browser's recogniser, under its standard or its prefixed name; undefined when it has none. */
export function findSpeechRecognizer(
  scope: object | undefined,
): SpeechRecognizerConstructor | undefined {
  const candidates = scope as
    | {
        SpeechRecognition?: SpeechRecognizerConstructor;
        webkitSpeechRecognition?: SpeechRecognizerConstructor;
      }
    | undefined;
  return candidates?.SpeechRecognition ?? candidates?.webkitSpeechRecognition;
}
