import { useEffect, useRef, useState } from "react";
import { speak } from "@/web/features/voice/speak";
import {
  GUIDANCE_DELAY_MS,
  GUIDANCE_VOICE,
  MICROPHONE_REST_MS,
  STORY_GUIDANCE,
} from "./spoken-story";

/** If a browser never says it finished speaking, the microphone comes back after this long. */
const LONGEST_GUIDANCE_MS = 12_000;

interface StoryGuidanceOptions {
  step: 1 | 2 | 3;
  /** Step 1 with an empty title, step 2 with an empty story. */
  isStepEmpty: boolean;
  /** Changes whenever the child does something: the 1.5 s of quiet start again. */
  activity: string;
  isListening: boolean;
  /** The app is about to speak: stop listening, so its voice is not taken as the child's. */
  onSpeechStart(): void;
}

/**
 * The spoken guidance of /story (spec social.md §4): said once per step after 1.5 s of quiet.
 * While it speaks, and for a second after, the microphone is off.
 */
export function useStoryGuidance(options: StoryGuidanceOptions): { isMicrophoneResting: boolean } {
  const [isResting, setIsResting] = useState(false);
  const spokenSteps = useRef(new Set<number>());
  const onSpeechStart = useRef(options.onSpeechStart);
  useEffect(() => {
    onSpeechStart.current = options.onSpeechStart;
  });
  const { step, isStepEmpty, activity, isListening } = options;
  const hasBeenTouched = useHasBeenTouched();

  useEffect(() => {
    if (step === 3 || !isStepEmpty || isListening || spokenSteps.current.has(step)) return;
    if (!hasBeenTouched) return;
    let safetyTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(safetyTimer);
      setTimeout(() => setIsResting(false), MICROPHONE_REST_MS);
    };
    const timer = setTimeout(() => {
      spokenSteps.current.add(step);
      onSpeechStart.current();
      setIsResting(true);
      safetyTimer = setTimeout(finish, LONGEST_GUIDANCE_MS);
      if (!speak(STORY_GUIDANCE[step], { ...GUIDANCE_VOICE, onEnd: finish })) finish();
    }, GUIDANCE_DELAY_MS);
    return () => clearTimeout(timer);
    // The rest and safety timers outlive a new step on purpose: the voice is still speaking.
  }, [step, isStepEmpty, activity, isListening, hasBeenTouched]);

  useEffect(
    () => () => {
      (globalThis.speechSynthesis as SpeechSynthesis | undefined)?.cancel();
    },
    [],
  );
  return { isMicrophoneResting: isResting };
}

/**
 * Whether the child has tapped or typed on this page yet. Browsers refuse speech before that
 * (opened from a bookmark): the guidance waits for the first touch instead of being refused.
 */
function useHasBeenTouched(): boolean {
  const [hasBeenTouched, setHasBeenTouched] = useState(
    () => globalThis.navigator?.userActivation?.hasBeenActive ?? true,
  );
  useEffect(() => {
    if (hasBeenTouched) return;
    const touched = () => setHasBeenTouched(true);
    window.addEventListener("pointerdown", touched, { once: true });
    window.addEventListener("keydown", touched, { once: true });
    return () => {
      window.removeEventListener("pointerdown", touched);
      window.removeEventListener("keydown", touched);
    };
  }, [hasBeenTouched]);
  return hasBeenTouched;
}
