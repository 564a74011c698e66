import { ZTrial, type TTrial } from "@/shared/contracts/trial";

/** The browser's mirror of the visitor trial (spec: stored locally under a trial key). */
export const TRIAL_STORAGE_KEY = "doodle-dino-trial";

export function readStoredTrial(): TTrial | undefined {
  try {
    const raw = localStorage.getItem(TRIAL_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = ZTrial.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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
