import { describe, expect, it } from "vitest";
import {
  OVERLAY_STAGE_TEXTS,
  PICTURE_OVERLAY_DURATION_MS,
  overlayProgress,
  pictureOverlayDurationMs,
  stageIndexFor,
} from "./overlay-timing";

describe("overlayProgress", () => {
  it("starts full: 30 seconds left, 0 percent, 100 percent left, first stage", () => {
    expect(overlayProgress(0)).toEqual({
      secondsLeft: 30,
      percentComplete: 0,
      percentLeft: 100,
      stageIndex: 0,
      isComplete: false,
    });
  });

  it("moves in whole 100 ms ticks", () => {
    expect(overlayProgress(99)).toEqual(overlayProgress(0));
    expect(overlayProgress(100).percentLeft).toBeCloseTo(100 - 100 / 300);
    expect(overlayProgress(199).percentLeft).toBeCloseTo(overlayProgress(100).percentLeft);
  });

  it("counts seconds down, rounding up", () => {
    expect(overlayProgress(100).secondsLeft).toBe(30);
    expect(overlayProgress(1000).secondsLeft).toBe(29);
    expect(overlayProgress(29_900).secondsLeft).toBe(1);
  });

  it("is half way at 15 seconds", () => {
    const half = overlayProgress(15_000);
    expect(half.percentComplete).toBe(50);
    expect(half.percentLeft).toBe(50);
    expect(half.secondsLeft).toBe(15);
  });

  it("ends at the duration and stays there", () => {
    for (const elapsed of [PICTURE_OVERLAY_DURATION_MS, 45_000]) {
      expect(overlayProgress(elapsed)).toEqual({
        secondsLeft: 0,
        percentComplete: 100,
        percentLeft: 0,
        stageIndex: 4,
        isComplete: true,
      });
    }
  });

  it("jumps to the end when forced complete", () => {
    const forced = overlayProgress(2_000, PICTURE_OVERLAY_DURATION_MS, true);
    expect(forced.isComplete).toBe(true);
    expect(forced.percentComplete).toBe(100);
    expect(forced.percentLeft).toBe(0);
  });

  it("treats a negative elapsed time as the start", () => {
    expect(overlayProgress(-500)).toEqual(overlayProgress(0));
  });

  it("scales to another duration (stories run 90 s)", () => {
    expect(overlayProgress(45_000, 90_000).percentComplete).toBe(50);
    expect(overlayProgress(0, 90_000).secondsLeft).toBe(90);
  });

  it("walks through all five stages in order over 30 s", () => {
    const stages = new Set<number>();
    for (let elapsed = 0; elapsed <= PICTURE_OVERLAY_DURATION_MS; elapsed += 100) {
      stages.add(overlayProgress(elapsed).stageIndex);
    }
    expect([...stages]).toEqual([0, 1, 2, 3, 4]);
    expect(OVERLAY_STAGE_TEXTS).toHaveLength(5);
  });
});

describe("stageIndexFor (percentage left)", () => {
  it.each([
    [100, 0],
    [75.1, 0],
    [75, 1],
    [50.1, 1],
    [50, 2],
    [25.1, 2],
    [25, 3],
    [5.1, 3],
    [5, 4],
    [0, 4],
  ])("%d%% left is stage %d", (percentLeft, stage) => {
    expect(stageIndexFor(percentLeft)).toBe(stage);
  });

  it("changes stage at 7.5 s, 15 s, 22.5 s and 28.5 s", () => {
    expect(overlayProgress(7_400).stageIndex).toBe(0);
    expect(overlayProgress(7_500).stageIndex).toBe(1);
    expect(overlayProgress(15_000).stageIndex).toBe(2);
    expect(overlayProgress(22_500).stageIndex).toBe(3);
    expect(overlayProgress(28_400).stageIndex).toBe(3);
    expect(overlayProgress(28_500).stageIndex).toBe(4);
  });
});

describe("pictureOverlayDurationMs", () => {
  it("runs the countdown a half longer than the engine's typical picture", () => {
    expect(pictureOverlayDurationMs(20)).toBe(30_000);
    expect(pictureOverlayDurationMs(7)).toBe(11_000);
  });

  it("keeps at least five seconds and at most three minutes", () => {
    expect(pictureOverlayDurationMs(1)).toBe(5_000);
    expect(pictureOverlayDurationMs(600)).toBe(180_000);
  });

  it("uses the fixed 30 seconds until the server has said", () => {
    expect(pictureOverlayDurationMs(undefined)).toBe(PICTURE_OVERLAY_DURATION_MS);
  });
});
