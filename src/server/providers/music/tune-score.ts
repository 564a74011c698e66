/**
 * The score of the built-in "Happy Dino Dance": eight bars of 4/4 in C major at 120 bpm, so the
 * loop lasts exactly 16 s. Times are counted in eighth notes.
 */

export const TEMPO_BPM = 120;
export const EIGHTHS_PER_BAR = 8;
export const SECONDS_PER_EIGHTH = 60 / TEMPO_BPM / 2;

/** One note: its MIDI number and how many eighths it lasts. */
export interface ScoreNote {
  midi: number;
  eighths: number;
}

export interface ScoreBar {
  melody: ScoreNote[];
  /** The bass note (octave 2–3); the bass bounces between it and its octave. */
  bassRoot: number;
  /** The chord played as short off-beat stabs. */
  chord: number[];
}

function parseScoreNote(text: string): ScoreNote {
  const [name = "", eighths = ""] = text.split(":");
  return { midi: midiOf(name), eighths: Number(eighths) };
}

const SEMITONES_FROM_C: Readonly<Record<string, number>> = {
  C: 0,
  D: 2,
  E: 4,
  F: 5,
  G: 7,
  A: 9,
  B: 11,
};

/** "C4" → 60 (middle C); naturals only, which is all a C-major tune needs. */
export function midiOf(noteName: string): number {
  const match = /^([A-G])(\d)$/.exec(noteName);
  const semitone = match?.[1] === undefined ? undefined : SEMITONES_FROM_C[match[1]];
  if (match?.[2] === undefined || semitone === undefined) {
    throw new Error(`Not a note name: ${noteName}`);
  }
  return 12 * (Number(match[2]) + 1) + semitone;
}

// Melody as "note:eighths"; each bar adds up to eight eighths. The last bar leads back to the first.
const BARS: readonly (readonly [melody: string, bass: string, chord: string])[] = [
  ["E5:1 E5:1 G5:2 E5:2 C5:2", "C3", "C4 E4 G4"],
  ["D5:1 D5:1 G5:2 B4:2 D5:2", "G2", "B3 D4 G4"],
  ["C5:1 E5:1 A5:2 G5:1 E5:1 C5:2", "A2", "C4 E4 A4"],
  ["F5:2 A5:2 G5:1 F5:1 E5:1 D5:1", "F2", "C4 F4 A4"],
  ["E5:1 G5:1 C6:2 G5:2 E5:2", "C3", "C4 E4 G4"],
  ["D5:1 G5:1 B5:2 A5:1 G5:1 D5:2", "G2", "B3 D4 G4"],
  ["C5:1 F5:1 A5:2 G5:1 F5:1 A5:2", "F2", "C4 F4 A4"],
  ["G5:2 F5:2 E5:2 D5:2", "G2", "B3 D4 G4"],
];

export const SCORE: readonly ScoreBar[] = BARS.map(([melody, bass, chord]) => ({
  melody: melody.split(" ").map(parseScoreNote),
  bassRoot: midiOf(bass),
  chord: chord.split(" ").map(midiOf),
}));

export const TUNE_SECONDS = SCORE.length * EIGHTHS_PER_BAR * SECONDS_PER_EIGHTH;
