import { speak } from "@/web/features/voice/speak";

/** Spec core.md §9: an object's label is said at rate 0.8 and pitch 1.1, after 0.1 s. */
export const OBJECT_LABEL_SPEECH = { rate: 0.8, pitch: 1.1 } as const;
export const OBJECT_SPEECH_DELAY_MS = 100;

let pending: ReturnType<typeof setTimeout> | undefined;

/** Says an object's name; a quick second tap replaces the first instead of queueing behind it. */
export function sayObjectLabel(label: string): void {
  clearTimeout(pending);
  globalThis.speechSynthesis?.cancel();
  pending = setTimeout(() => speak(label, OBJECT_LABEL_SPEECH), OBJECT_SPEECH_DELAY_MS);
}

export function stopObjectSpeech(): void {
  clearTimeout(pending);
  globalThis.speechSynthesis?.cancel();
}
