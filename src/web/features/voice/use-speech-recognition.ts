import { useCallback, useEffect, useRef, useState } from "react";
import type { TSpeakingLevel } from "./recognition-settings";
import { SpeechController, type SpeechSessionState } from "./speech-controller";
import { findSpeechRecognizer } from "./web-speech-types";

export interface UseSpeechRecognitionOptions {
  speakingLevel?: TSpeakingLevel;
  /** Called with the cleaned text whenever listening ends with something heard. */
  onFinalText: (text: string) => void;
  /** Called with a toast's title and description when recognition fails. */
  onError: (title: string, description: string) => void;
}

export interface UseSpeechRecognition {
  /** False where the browser has no speech recognition: the page offers typing only. */
  isSupported: boolean;
  isListening: boolean;
  transcript: string;
  start(): void;
  stop(): void;
  toggle(): void;
  reset(): void;
}

/** Speech-to-text for the picture form; the rules live in SpeechController. */
export function useSpeechRecognition(options: UseSpeechRecognitionOptions): UseSpeechRecognition {
  const [Recognizer] = useState(() =>
    findSpeechRecognizer(typeof window === "undefined" ? undefined : window),
  );
  const [state, setState] = useState<SpeechSessionState>({ isListening: false, transcript: "" });
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });

  const controllerRef = useRef<SpeechController | undefined>(undefined);
  const controller = useCallback((): SpeechController | undefined => {
    if (Recognizer === undefined) return undefined;
    controllerRef.current ??= new SpeechController({
      Recognizer,
      onChange: setState,
      onFinalText: (text) => latestOptions.current.onFinalText(text),
      onError: (title, description) => latestOptions.current.onError(title, description),
    });
    return controllerRef.current;
  }, [Recognizer]);

  useEffect(
    () => () => {
      controllerRef.current?.dispose();
      controllerRef.current = undefined;
    },
    [],
  );

  const start = useCallback(
    () => controller()?.start(latestOptions.current.speakingLevel),
    [controller],
  );
  const stop = useCallback(() => controller()?.stop(), [controller]);
  const toggle = useCallback(
    () => controller()?.toggle(latestOptions.current.speakingLevel),
    [controller],
  );
  const reset = useCallback(() => controller()?.reset(), [controller]);

  return {
    isSupported: Recognizer !== undefined,
    isListening: state.isListening,
    transcript: state.transcript,
    start,
    stop,
    toggle,
    reset,
  };
}
