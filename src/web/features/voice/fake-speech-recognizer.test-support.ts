import type {
  SpeechAlternative,
  SpeechErrorEvent,
  SpeechRecognizer,
  SpeechResult,
  SpeechResultEvent,
} from "./web-speech-types";

/** A scripted stand-in for the browser's recogniser, recording every instance made. */
export class FakeSpeechRecognizer implements SpeechRecognizer {
  static instances: FakeSpeechRecognizer[] = [];
  /** Makes the next start() calls throw these errors, one per call. */
  static startFailures: Error[] = [];

  lang = "";
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  processLocally?: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null = null;
  onerror: ((event: SpeechErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  isRunning = false;
  starts = 0;
  aborts = 0;

  constructor() {
    FakeSpeechRecognizer.instances.push(this);
  }

  static reset(): void {
    FakeSpeechRecognizer.instances = [];
    FakeSpeechRecognizer.startFailures = [];
  }

  start(): void {
    const failure = FakeSpeechRecognizer.startFailures.shift();
    if (failure) throw failure;
    if (this.isRunning) throw namedError("InvalidStateError");
    this.isRunning = true;
    this.starts += 1;
  }

  stop(): void {
    this.end();
  }

  abort(): void {
    this.aborts += 1;
    if (!this.isRunning) return;
    this.onerror?.({ error: "aborted" });
    this.end();
  }

  /** The browser reports results: each inner array is one result's alternatives. */
  hear(results: { isFinal: boolean; alternatives: SpeechAlternative[] }[]): void {
    const list: SpeechResult[] = results.map(({ isFinal, alternatives }) =>
      Object.assign([...alternatives], { isFinal }),
    );
    this.onresult?.({ resultIndex: 0, results: list });
  }

  /** Shorthand: one final phrase with a single alternative. */
  say(transcript: string, confidence = 0.9): void {
    this.hear([{ isFinal: true, alternatives: [{ transcript, confidence }] }]);
  }

  fail(error: string): void {
    this.onerror?.({ error });
    this.end();
  }

  end(): void {
    if (!this.isRunning) return;
    this.isRunning = false;
    this.onend?.();
  }
}

export function namedError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}
