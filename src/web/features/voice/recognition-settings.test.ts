import { describe, expect, it } from "vitest";
import {
  DIRECT_RECOGNIZER_MODE,
  SIMPLE_RECOGNIZER_MODE,
  adjustConfidence,
  chooseBestAlternative,
  recognitionSettingsFor,
} from "./recognition-settings";

describe("recognitionSettingsFor", () => {
  it("uses the child settings for a growing speaker", () => {
    expect(recognitionSettingsFor("growing")).toEqual({
      lang: "en-US",
      isChildMode: true,
      confidenceThreshold: 0.5,
      maxAlternatives: 7,
    });
  });

  it("uses the standard settings for a clear speaker and by default", () => {
    const standard = {
      lang: "en-US",
      isChildMode: false,
      confidenceThreshold: 0.7,
      maxAlternatives: 3,
    };
    expect(recognitionSettingsFor("clear")).toEqual(standard);
    expect(recognitionSettingsFor()).toEqual(standard);
  });

  it("makes the direct recogniser phrase-by-phrase with interim results, the simple one continuous", () => {
    expect(DIRECT_RECOGNIZER_MODE).toEqual({ continuous: false, interimResults: true });
    expect(SIMPLE_RECOGNIZER_MODE.continuous).toBe(true);
  });
});

describe("adjustConfidence", () => {
  it("raises a phrase longer than 3 characters below the threshold by 0.1", () => {
    expect(adjustConfidence(0.3, "a cat", 0.5)).toBeCloseTo(0.4);
    expect(adjustConfidence(0.45, "a cat", 0.5)).toBeCloseTo(0.55);
  });

  it("never raises above 0.9", () => {
    expect(adjustConfidence(0.85, "a cat", 0.95)).toBeCloseTo(0.9);
  });

  it("leaves a phrase at or above the threshold, or of 3 characters or fewer", () => {
    expect(adjustConfidence(0.6, "a cat", 0.5)).toBe(0.6);
    expect(adjustConfidence(0.5, "a cat", 0.5)).toBe(0.5);
    expect(adjustConfidence(0.3, "cat", 0.5)).toBe(0.3);
  });

  it("halves a phrase under 2 characters", () => {
    expect(adjustConfidence(0.8, "a", 0.5)).toBeCloseTo(0.4);
    expect(adjustConfidence(0.8, " a ", 0.5)).toBeCloseTo(0.4);
  });

  it("multiplies a phrase over 100 characters below 0.7 by 0.8, after raising it", () => {
    const long = "a".repeat(101);
    expect(adjustConfidence(0.6, long, 0.5)).toBeCloseTo(0.48);
    expect(adjustConfidence(0.3, long, 0.5)).toBeCloseTo(0.32);
    expect(adjustConfidence(0.75, long, 0.5)).toBe(0.75);
    expect(adjustConfidence(0.6, "a".repeat(100), 0.5)).toBe(0.6);
  });
});

describe("chooseBestAlternative", () => {
  const standard = recognitionSettingsFor("clear");
  const child = recognitionSettingsFor("growing");

  it("picks the most confident alternative", () => {
    const alternatives = [
      { transcript: "a cab", confidence: 0.4 },
      { transcript: "a cat", confidence: 0.8 },
    ];
    expect(chooseBestAlternative(alternatives, standard)?.transcript).toBe("a cat");
  });

  it("keeps the recogniser's first choice on a tie, even at confidence 0", () => {
    const alternatives = [
      { transcript: "a dog", confidence: 0 },
      { transcript: "a dock", confidence: 0 },
    ];
    expect(chooseBestAlternative(alternatives, standard)?.transcript).toBe("a dog");
  });

  it("compares adjusted confidences in child mode", () => {
    // Raw 0.45 "a big red bus" is lifted to 0.55, past a raw 0.5 one-letter guess halved to 0.25.
    const alternatives = [
      { transcript: "a", confidence: 0.5 },
      { transcript: "a big red bus", confidence: 0.45 },
    ];
    expect(chooseBestAlternative(alternatives, child)?.transcript).toBe("a big red bus");
    expect(chooseBestAlternative(alternatives, standard)?.transcript).toBe("a");
  });

  it("skips empty alternatives and answers undefined when nothing was heard", () => {
    expect(chooseBestAlternative([{ transcript: " ", confidence: 1 }], standard)).toBeUndefined();
    expect(chooseBestAlternative([], standard)).toBeUndefined();
  });
});
