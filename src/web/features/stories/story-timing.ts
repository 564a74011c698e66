import { countSentences, splitIntoScenes } from "@/shared/stories/split-into-scenes";

/** Story timings (spec social.md §9). */
export const STORY_OVERLAY_DURATION_MS = 90_000;
export const SCENE_REVEAL_DELAY_MS = 1200;
export const FINAL_REVEAL_DELAY_MS = 300;
const SECONDS_PER_PICTURE = 8;
const EXTRA_SECONDS = 5;

/** The spec's estimate: sentences clamped to 2–8, 8 s each, plus 5 s. */
export function estimateStorySeconds(story: string): number {
  const sentences = Math.min(8, Math.max(2, countSentences(story)));
  return sentences * SECONDS_PER_PICTURE + EXTRA_SECONDS;
}

export interface TStoryProgress {
  picture: number;
  pictures: number;
  secondsLeft: number;
  percent: number;
}

/** The measured estimate runs this much longer than a typical story, so most arrive first. */
const TYPICAL_TIME_HEADROOM = 1.5;

/**
 * Where the progress card stands `elapsedMs` into making `story`; complete once it arrived. The
 * time is the server's measure of a scene (`typicalMsPerScene`, GET /api/stories/timing) for
 * each picture, with headroom; the spec's estimate until the server has said.
 */
export function storyProgress(
  story: string,
  elapsedMs: number,
  isComplete: boolean,
  typicalMsPerScene?: number,
): TStoryProgress {
  const pictures = Math.max(1, splitIntoScenes(story).length);
  const totalMs =
    typicalMsPerScene === undefined
      ? estimateStorySeconds(story) * 1000
      : Math.ceil(pictures * typicalMsPerScene * TYPICAL_TIME_HEADROOM);
  const shownMs = isComplete ? totalMs : Math.min(elapsedMs, totalMs * 0.95);
  const picture = Math.min(pictures, Math.floor((shownMs / totalMs) * pictures) + 1);
  return {
    picture: isComplete ? pictures : picture,
    pictures,
    secondsLeft: Math.ceil((totalMs - shownMs) / 1000),
    percent: Math.round((shownMs / totalMs) * 100),
  };
}
