import { describe, expect, it } from "vitest";
import { synthesizeTune } from "./synthesize-tune";

const SAMPLE_RATE = 22_050;

describe("synthesizeTune", () => {
  const samples = synthesizeTune(SAMPLE_RATE);

  it("renders exactly the 16 s loop", () => {
    expect(samples.length).toBe(16 * SAMPLE_RATE);
  });

  it("peaks at a sane level, well clear of clipping", () => {
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    expect(peak).toBeCloseTo(0.8, 5);
  });

  it("is not near-silent: a lively tune from start to end", () => {
    const rms = Math.sqrt(
      samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length,
    );
    expect(rms).toBeGreaterThan(0.08);
  });

  it("joins its end to its start without a click", () => {
    let largestStep = 0;
    for (let i = 1; i < samples.length; i += 1) {
      largestStep = Math.max(largestStep, Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0)));
    }
    const joinStep = Math.abs((samples[0] ?? 0) - (samples[samples.length - 1] ?? 0));
    expect(joinStep).toBeLessThan(largestStep / 2);
  });
});
