import { cleanTranscript } from "./clean-transcript";
import {
  DIRECT_RECOGNIZER_MODE,
  SIMPLE_RECOGNIZER_MODE,
  chooseBestAlternative,
  recognitionSettingsFor,
  type RecognitionSettings,
  type TSpeakingLevel,
} from "./recognition-settings";
import { currentSpeechLang } from "./speech-lang";
import {
  SPEECH_ERROR_TITLE,
  SPEECH_UNAVAILABLE,
  isNoSpeechServiceError,
  isQuietSpeechError,
  speechErrorDescription,
} from "./speech-error-message";
import { mapToddlerWords } from "./toddler-words";
import type {
  SpeechRecognizer,
  SpeechRecognizerConstructor,
  SpeechResultEvent,
} from "./web-speech-types";

/** Listening stops by itself this long after the last words heard (spec section 9). */
export const SILENCE_STOP_MS = 4000;
/** A recogniser that is still running is started again after this pause (spec section 9). */
export const RESTART_DELAY_MS = 100;
/** Starts refused as "already running" before the recogniser counts as broken. */
const MAX_START_RETRIES = 5;

export interface SpeechTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SpeechSessionState {
  isListening: boolean;
  /** What has been heard so far; once listening ends, the cleaned text that was handed over. */
  transcript: string;
}

export interface SpeechControllerOptions {
  Recognizer: SpeechRecognizerConstructor;
  onChange(state: SpeechSessionState): void;
  onFinalText(text: string): void;
  onError(title: string, description: string): void;
  timers?: SpeechTimers;
  log?: (message: string) => void;
  /** Whether the browser said it recognises on the device: then it is asked to, every time. */
  isOnDevice?: () => boolean;
  /**
   * Whether the microphone opens. Chromium without its maker's speech service answers
   * "audio-capture" with a working microphone: then speech, not the microphone, is missing.
   */
  isMicrophoneWorking?: () => Promise<boolean>;
}

const browserTimers: SpeechTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The voice-recording state machine (spec section 4), free of React so it can be tested with fake
 * timers. Idle → listening → idle. Listening ends when stopped, after 4 s of silence once something
 * was heard, or on an error; whenever it ends, what was heard is cleaned and handed to onFinalText.
 * "no-speech" and "aborted" end it quietly; other errors also raise a toast through onError, one
 * that says speech isn't available here when the browser has no speech service.
 *
 * Each recogniser is created once: the enhanced one (one phrase at a time, restarted between
 * phrases while listening), and the simple continuous one if the enhanced one fails to start.
 */
export class SpeechController {
  private readonly timers: SpeechTimers;
  private readonly log: (message: string) => void;
  private directRecognizer: SpeechRecognizer | undefined;
  private simpleRecognizer: SpeechRecognizer | undefined;
  private active: SpeechRecognizer | undefined;
  private isUsingSimple = false;
  private isDisposed = false;

  private isListening = false;
  private settings: RecognitionSettings = recognitionSettingsFor("clear");
  /** Text from the recogniser's earlier phrases in this listening, and from its current one. */
  private heardBefore = "";
  private heardNow = "";
  private transcript = "";
  private startRetries = 0;
  private silenceTimer: unknown;
  private restartTimer: unknown;

  constructor(private readonly options: SpeechControllerOptions) {
    this.timers = options.timers ?? browserTimers;
    this.log = options.log ?? ((message) => console.info(message));
  }

  get state(): SpeechSessionState {
    return { isListening: this.isListening, transcript: this.transcript };
  }

  start(level: TSpeakingLevel = "clear"): void {
    if (this.isDisposed) return;
    this.settings = recognitionSettingsFor(level);
    if (this.isListening) {
      this.restartSoon();
      return;
    }
    this.isListening = true;
    this.heardBefore = "";
    this.heardNow = "";
    this.transcript = "";
    this.startRetries = 0;
    this.emit();
    this.launch();
  }

  /** Ends listening and hands over what was heard. */
  stop(): void {
    if (this.isListening) this.finish();
  }

  toggle(level: TSpeakingLevel = "clear"): void {
    if (this.isListening) this.stop();
    else this.start(level);
  }

  /** Forgets everything heard, without handing it over. */
  reset(): void {
    this.endListening();
    this.heardBefore = "";
    this.heardNow = "";
    this.transcript = "";
    this.emit();
  }

  dispose(): void {
    this.endListening();
    this.isDisposed = true;
  }

  private launch(): void {
    let recognizer: SpeechRecognizer;
    try {
      recognizer = this.prepareRecognizer();
      recognizer.start();
    } catch (error) {
      this.handleStartFailure(error);
      return;
    }
    this.startRetries = 0;
  }

  private handleStartFailure(error: unknown): void {
    const isAlreadyRunning = (error as { name?: unknown } | null)?.name === "InvalidStateError";
    if (isAlreadyRunning && this.startRetries < MAX_START_RETRIES) {
      this.startRetries += 1;
      this.restartSoon();
    } else if (!this.isUsingSimple) {
      this.log(
        `Enhanced speech recognition failed to start; using the simple one. ${String(error)}`,
      );
      this.isUsingSimple = true;
      this.launch();
    } else {
      this.finish();
      this.options.onError(SPEECH_ERROR_TITLE, speechErrorDescription("start-failed"));
    }
  }

  /** The recogniser in use, created on first need and set up for the current speaking level. */
  private prepareRecognizer(): SpeechRecognizer {
    const recognizer = this.isUsingSimple
      ? (this.simpleRecognizer ??= this.createRecognizer())
      : (this.directRecognizer ??= this.createRecognizer());
    recognizer.lang = currentSpeechLang();
    if (this.options.isOnDevice?.()) recognizer.processLocally = true;
    if (this.isUsingSimple) {
      Object.assign(recognizer, SIMPLE_RECOGNIZER_MODE);
    } else {
      Object.assign(recognizer, DIRECT_RECOGNIZER_MODE);
      recognizer.maxAlternatives = this.settings.maxAlternatives;
    }
    this.active = recognizer;
    return recognizer;
  }

  private createRecognizer(): SpeechRecognizer {
    const recognizer = new this.options.Recognizer();
    recognizer.onresult = (event) => {
      if (recognizer === this.active) this.handleResult(event);
    };
    recognizer.onerror = (event) => {
      if (recognizer === this.active) this.handleError(event.error);
    };
    recognizer.onend = () => {
      if (recognizer === this.active) this.handleEnd();
    };
    return recognizer;
  }

  private handleResult(event: SpeechResultEvent): void {
    if (!this.isListening || this.isRestarting) return;
    const phrases: string[] = [];
    for (let i = 0; i < event.results.length; i += 1) {
      const result = event.results[i];
      if (result === undefined) continue;
      const heard = result.isFinal ? chooseBestAlternative(result, this.settings) : result[0];
      if (heard !== undefined) phrases.push(heard.transcript);
    }
    this.heardNow = phrases.join(" ");
    this.transcript = this.heardSoFar();
    this.emit();
    if (this.transcript !== "") this.restartSilenceTimer();
  }

  private handleError(code: string): void {
    if (!this.isListening || this.isRestarting) return;
    if (code === "aborted") this.log("Speech recognition aborted.");
    this.finish();
    if (isQuietSpeechError(code)) return;
    if (isNoSpeechServiceError(code)) {
      this.sayUnavailable();
    } else if (code === "audio-capture" && this.options.isMicrophoneWorking) {
      void this.options.isMicrophoneWorking().then((isWorking) => {
        if (isWorking) this.sayUnavailable();
        else this.options.onError(SPEECH_ERROR_TITLE, speechErrorDescription(code));
      });
    } else {
      this.options.onError(SPEECH_ERROR_TITLE, speechErrorDescription(code));
    }
  }

  private sayUnavailable(): void {
    this.options.onError(SPEECH_UNAVAILABLE.title, SPEECH_UNAVAILABLE.description);
  }

  /** The enhanced recogniser ends after each phrase; while still listening it starts again. */
  private handleEnd(): void {
    if (!this.isListening || this.isRestarting) return;
    this.restartSoon();
  }

  private get isRestarting(): boolean {
    return this.restartTimer !== undefined;
  }

  private restartSoon(): void {
    this.commitHeardNow();
    this.timers.clearTimeout(this.restartTimer);
    this.restartTimer = this.timers.setTimeout(() => {
      this.restartTimer = undefined;
      if (this.isListening) this.launch();
    }, RESTART_DELAY_MS);
    // After the timer is set, so the abort's own "aborted" error and end are seen as part of it.
    this.abortActive();
  }

  private restartSilenceTimer(): void {
    this.timers.clearTimeout(this.silenceTimer);
    this.silenceTimer = this.timers.setTimeout(() => {
      this.silenceTimer = undefined;
      this.stop();
    }, SILENCE_STOP_MS);
  }

  private finish(): void {
    const text = cleanTranscript(this.heardSoFar());
    this.endListening();
    this.transcript = text;
    this.emit();
    if (text !== "") this.options.onFinalText(text);
  }

  private endListening(): void {
    this.isListening = false;
    this.timers.clearTimeout(this.silenceTimer);
    this.timers.clearTimeout(this.restartTimer);
    this.silenceTimer = undefined;
    this.restartTimer = undefined;
    this.abortActive();
  }

  private commitHeardNow(): void {
    this.heardBefore = joinWords(this.heardBefore, this.heardNow);
    this.heardNow = "";
  }

  private heardSoFar(): string {
    const heard = joinWords(this.heardBefore, this.heardNow);
    return this.settings.isChildMode ? mapToddlerWords(heard) : heard;
  }

  private abortActive(): void {
    try {
      this.active?.abort();
    } catch {
      // Aborting a recogniser that never started throws in some browsers; there is nothing to stop.
    }
  }

  private emit(): void {
    if (!this.isDisposed) this.options.onChange(this.state);
  }
}

function joinWords(...parts: string[]): string {
  return parts.join(" ").replace(/\s+/g, " ").trim();
}
