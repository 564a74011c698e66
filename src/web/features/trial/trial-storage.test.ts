// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  readStoredTrial,
  storeTrial,
  TRIAL_STORAGE_KEY,
  withOneMorePicture,
} from "./trial-storage";

const fresh = {
  trialImagesUsed: 0,
  remainingTrialImages: 3,
  maxTrialImages: 3,
  isTrialExhausted: false,
};

describe("trial storage", () => {
  beforeEach(() => localStorage.clear());

  it("mirrors the server's trial under the trial key", () => {
    storeTrial(fresh);
    expect(JSON.parse(localStorage.getItem(TRIAL_STORAGE_KEY) ?? "null")).toEqual(fresh);
    expect(readStoredTrial()).toEqual(fresh);
  });

  it("ignores a missing or tampered mirror", () => {
    expect(readStoredTrial()).toBeUndefined();
    localStorage.setItem(TRIAL_STORAGE_KEY, "{not json");
    expect(readStoredTrial()).toBeUndefined();
    localStorage.setItem(TRIAL_STORAGE_KEY, JSON.stringify({ trialImagesUsed: -4 }));
    expect(readStoredTrial()).toBeUndefined();
  });
});

describe("withOneMorePicture", () => {
  it("counts one picture and exhausts the trial at the maximum", () => {
    const one = withOneMorePicture(fresh);
    expect(one).toEqual({ ...fresh, trialImagesUsed: 1, remainingTrialImages: 2 });
    const three = withOneMorePicture(withOneMorePicture(one));
    expect(three).toEqual({
      trialImagesUsed: 3,
      remainingTrialImages: 0,
      maxTrialImages: 3,
      isTrialExhausted: true,
    });
    expect(withOneMorePicture(three)).toEqual(three);
  });
});
