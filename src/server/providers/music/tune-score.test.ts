import { describe, expect, it } from "vitest";
import { EIGHTHS_PER_BAR, SCORE, TEMPO_BPM, TUNE_SECONDS, midiOf } from "./tune-score";

describe("the built-in tune's score", () => {
  it("is a dance tempo and a 16 s loop", () => {
    expect(TEMPO_BPM).toBeGreaterThanOrEqual(110);
    expect(TEMPO_BPM).toBeLessThanOrEqual(130);
    expect(TUNE_SECONDS).toBe(16);
  });

  it("fills every bar exactly", () => {
    for (const bar of SCORE) {
      expect(bar.melody.reduce((sum, note) => sum + note.eighths, 0)).toBe(EIGHTHS_PER_BAR);
    }
  });

  it("stays in C major", () => {
    const cMajor = new Set([0, 2, 4, 5, 7, 9, 11]);
    const notes = SCORE.flatMap((bar) => [
      ...bar.melody.map((n) => n.midi),
      bar.bassRoot,
      ...bar.chord,
    ]);
    expect(notes.every((midi) => cMajor.has(midi % 12))).toBe(true);
  });

  it("reads note names", () => {
    expect(midiOf("C4")).toBe(60);
    expect(midiOf("A4")).toBe(69);
    expect(midiOf("G2")).toBe(43);
    expect(() => midiOf("H4")).toThrow();
  });
});
