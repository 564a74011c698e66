import type { TTrial } from "@/shared/contracts/trial";

/** The browser's mirror of the visitor trial (spec: stored locally under a trial key). */
export const TRIAL_STORAGE_KEY = "doodle-dino-trial";

export function readStoredTrial(): TTrial | undefined {
  try {
    const raw = localStorage.getItem(TRIAL_STORAGE_KEY);
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    return isTrial(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checked by hand rather than with the zod contract, so the first paint of /try does not load zod
 * for a value this browser wrote itself.
 */
function isTrial(value: unknown): value is TTrial {
  if (typeof value !== "object" || value === null) return false;
  const trial = value as Record<string, unknown>;
  const isCount = (key: string) => Number.isInteger(trial[key]) && (trial[key] as number) >= 0;
  return (
    isCount("trialImagesUsed") &&
    isCount("remainingTrialImages") &&
    isCount("maxTrialImages") &&
    typeof trial.isTrialExhausted === "boolean"
  );
}

export function storeTrial(trial: TTrial): void {
  try {
    localStorage.setItem(TRIAL_STORAGE_KEY, JSON.stringify(trial));
  } catch {
    // Private browsing or a full storage: the server still knows the truth.
  }
}

/** The local counter after one more successful picture, until the server's answer arrives. */
export function withOneMorePicture(trial: TTrial): TTrial {
  const trialImagesUsed = Math.min(trial.trialImagesUsed + 1, trial.maxTrialImages);
  const remainingTrialImages = Math.max(trial.maxTrialImages - trialImagesUsed, 0);
  return {
    trialImagesUsed,
    remainingTrialImages,
    maxTrialImages: trial.maxTrialImages,
    isTrialExhausted: remainingTrialImages === 0,
  };
}
