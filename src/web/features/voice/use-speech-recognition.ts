import { useCallback, useEffect, useRef, useState } from "react";
import type { TSpeakingLevel } from "./recognition-settings";
import { SpeechController, type SpeechSessionState } from "./speech-controller";
import { findSpeechRecognizer } from "./web-speech-types";
import { isMicrophoneWorking } from "./is-microphone-working";
import { installOnDeviceSpeech, speechPlaceFor, type TSpeechPlace } from "./on-device-speech";
import { useCurrentLanguage } from "@/web/i18n/use-t";
import { SPEECH_LOCALES } from "./speech-lang";

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
  /** Where the browser turns the speech into words, for the note under the microphone. */
  place: TSpeechPlace;
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
  const [place, setPlace] = useState<TSpeechPlace>("checking");
  const placeRef = useRef<TSpeechPlace>("checking");
  // The recogniser listens in the app's language, and follows a switch.
  const lang = SPEECH_LOCALES[useCurrentLanguage()];
  useEffect(() => {
    if (Recognizer === undefined) return;
    let isCurrent = true;
    void speechPlaceFor(Recognizer, lang).then((answer) => {
      if (!isCurrent) return;
      placeRef.current = answer;
      setPlace(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [Recognizer, lang]);
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
      isOnDevice: () => placeRef.current === "on-device",
      isMicrophoneWorking: () => isMicrophoneWorking(navigator.mediaDevices),
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

  const askForOnDevice = useCallback(() => {
    if (Recognizer !== undefined && placeRef.current === "online") {
      installOnDeviceSpeech(Recognizer, lang);
    }
  }, [Recognizer, lang]);
  const start = useCallback(() => {
    askForOnDevice();
    controller()?.start(latestOptions.current.speakingLevel);
  }, [controller, askForOnDevice]);
  const stop = useCallback(() => controller()?.stop(), [controller]);
  const toggle = useCallback(() => {
    askForOnDevice();
    controller()?.toggle(latestOptions.current.speakingLevel);
  }, [controller, askForOnDevice]);
  const reset = useCallback(() => controller()?.reset(), [controller]);

  return {
    isSupported: Recognizer !== undefined,
    place,
    isListening: state.isListening,
    transcript: state.transcript,
    start,
    stop,
    toggle,
    reset,
  };
}
