import { currentSpeechLang } from "./speech-lang";
import type { SpeechAlternative } from "./web-speech-types";

/** The profile's speakingLevel: "growing" switches on the child-speech settings (DESIGN decision 3). */
export type TSpeakingLevel = "clear" | "growing";

export interface RecognitionSettings {
  /** The app's language as a speech locale ("es-ES"), read when listening starts. */
  lang: string;
  isChildMode: boolean;
  /** Confidence below which child mode lifts a longer phrase a little (spec section 9). */
  confidenceThreshold: number;
  maxAlternatives: number;
}

export function recognitionSettingsFor(
  level: TSpeakingLevel = "clear",
  lang: string = currentSpeechLang(),
): RecognitionSettings {
  return level === "growing"
    ? { lang, isChildMode: true, confidenceThreshold: 0.5, maxAlternatives: 7 }
    : { lang, isChildMode: false, confidenceThreshold: 0.7, maxAlternatives: 3 };
}

/** The enhanced recogniser listens for one phrase at a time and shows words as they come. */
export const DIRECT_RECOGNIZER_MODE = { continuous: false, interimResults: true } as const;
/** The fallback keeps listening and reports only finished phrases, with one guess each. */
export const SIMPLE_RECOGNIZER_MODE = {
  continuous: true,
  interimResults: false,
  maxAlternatives: 1,
} as const;

const MAX_RAISE = 0.1;
const RAISE_CAP = 0.9;

/**
 * Child mode's confidence adjustment (spec section 9): a phrase longer than 3 characters below the
 * threshold is raised by at most 0.1 (never above 0.9); a phrase under 2 characters is halved; one
 * over 100 characters below 0.7 is multiplied by 0.8.
 */
export function adjustConfidence(confidence: number, text: string, threshold: number): number {
  const length = text.trim().length;
  let adjusted = confidence;
  if (adjusted < threshold && length > 3) adjusted = Math.min(adjusted + MAX_RAISE, RAISE_CAP);
  if (length < 2) adjusted /= 2;
  if (length > 100 && adjusted < 0.7) adjusted *= 0.8;
  return adjusted;
}

/**
 * The alternative with the highest confidence (adjusted in child mode); the recogniser's own first
 * choice wins ties. Low confidence never discards speech: some browsers report 0 for everything.
 */
export function chooseBestAlternative(
  alternatives: ArrayLike<SpeechAlternative>,
  settings: RecognitionSettings,
): SpeechAlternative | undefined {
  let best: SpeechAlternative | undefined;
  let bestScore = -Infinity;
  for (const alternative of Array.from(alternatives)) {
    if (alternative.transcript.trim() === "") continue;
    const score = settings.isChildMode
      ? adjustConfidence(
          alternative.confidence,
          alternative.transcript,
          settings.confidenceThreshold,
        )
      : alternative.confidence;
    if (score > bestScore) {
      best = alternative;
      bestScore = score;
    }
  }
  return best;
}
