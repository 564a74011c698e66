/** Timing of the 'Creating your magical picture...' overlay (spec sections 4 and 9). */
export const PICTURE_OVERLAY_DURATION_MS = 30_000;
/** The countdown runs this much longer than a typical picture, so most arrive before it ends. */
const TYPICAL_TIME_HEADROOM = 1.5;
const MIN_PICTURE_OVERLAY_MS = 5_000;
const MAX_PICTURE_OVERLAY_MS = 180_000;

/**
 * The picture countdown's length for the engine's measured typical time (seconds), a little
 * longer so most pictures arrive first; 30 s until the server has said.
 */
export function pictureOverlayDurationMs(typicalSeconds: number | undefined): number {
  if (typicalSeconds === undefined) return PICTURE_OVERLAY_DURATION_MS;
  const wanted = Math.ceil(typicalSeconds * TYPICAL_TIME_HEADROOM) * 1000;
  return Math.min(MAX_PICTURE_OVERLAY_MS, Math.max(MIN_PICTURE_OVERLAY_MS, wanted));
}
export const OVERLAY_TICK_MS = 100;

export const OVERLAY_STAGE_TEXTS = [
  "Waking up the magic crayons...",
  "Drawing your idea...",
  "Adding bright colours...",
  "Sprinkling magic sparkles...",
  "Almost ready!",
] as const;

export interface TOverlayProgress {
  /** Whole seconds left, rounded up, for the countdown. */
  secondsLeft: number;
  /** 0 to 100, whole numbers, for the "percent complete" text and the bar's width (they agree). */
  percentComplete: number;
  /** The time left as a percentage, falling from 100 to 0: it sets the stage text. */
  percentLeft: number;
  /** Index into OVERLAY_STAGE_TEXTS. */
  stageIndex: number;
  isComplete: boolean;
}

/** Stage changes at the percentage left: above 75, above 50, above 25, above 5, then 5 or below. */
export function stageIndexFor(percentLeft: number): number {
  if (percentLeft > 75) return 0;
  if (percentLeft > 50) return 1;
  if (percentLeft > 25) return 2;
  if (percentLeft > 5) return 3;
  return 4;
}

/**
 * Where the overlay stands `elapsedMs` after it opened. Time moves in whole ticks of 100 ms;
 * a forced completion (the picture arrived) jumps straight to the end.
 */
export function overlayProgress(
  elapsedMs: number,
  durationMs: number = PICTURE_OVERLAY_DURATION_MS,
  isForcedComplete = false,
): TOverlayProgress {
  const ticked = Math.floor(Math.max(0, elapsedMs) / OVERLAY_TICK_MS) * OVERLAY_TICK_MS;
  const shown = isForcedComplete ? durationMs : Math.min(ticked, durationMs);
  const remainingMs = durationMs - shown;
  const percentLeft = (remainingMs / durationMs) * 100;
  return {
    secondsLeft: Math.ceil(remainingMs / 1000),
    percentComplete: Math.round(100 - percentLeft),
    percentLeft,
    stageIndex: stageIndexFor(percentLeft),
    isComplete: remainingMs === 0,
  };
}
