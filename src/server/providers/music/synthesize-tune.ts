import { EIGHTHS_PER_BAR, SCORE, SECONDS_PER_EIGHTH, TUNE_SECONDS } from "./tune-score";

/**
 * Renders the built-in tune to mono samples in -1..1: a bouncy lead over a bass, off-beat chord
 * stabs, kick, clap and hi-hat. Every sound that rings past the end of the loop is wrapped round to
 * its start, so the loop joins without a click. Deterministic: the noise comes from a seeded generator.
 */
export function synthesizeTune(sampleRate: number): Float32Array {
  const track = new Track(sampleRate, Math.round(TUNE_SECONDS * sampleRate));
  const noise = seededNoise(0x5eed);
  SCORE.forEach((bar, barIndex) => {
    const barStart = barIndex * EIGHTHS_PER_BAR * SECONDS_PER_EIGHTH;
    const at = (eighth: number) => barStart + eighth * SECONDS_PER_EIGHTH;

    let eighth = 0;
    for (const note of bar.melody) {
      track.addTone(at(eighth), note.eighths * SECONDS_PER_EIGHTH * 0.85, LEAD, note.midi);
      eighth += note.eighths;
    }
    for (let step = 0; step < EIGHTHS_PER_BAR; step += 1) {
      const isOffBeat = step % 2 === 1;
      track.addTone(at(step), SECONDS_PER_EIGHTH * 0.7, BASS, bar.bassRoot + (isOffBeat ? 12 : 0));
      if (isOffBeat) {
        for (const midi of bar.chord) track.addTone(at(step), 0.09, STAB, midi);
        track.addNoise(at(step), HI_HAT, noise);
      } else {
        track.addKick(at(step));
        if (step === 2 || step === 6) track.addNoise(at(step), CLAP, noise);
      }
    }
  });
  return normalised(track.samples, PEAK_LEVEL);
}

/** About -2 dBFS, leaving headroom for the MP3 encoder's small overshoots. */
const PEAK_LEVEL = 0.8;

interface Instrument {
  gain: number;
  /** Relative strengths of the 1st, 2nd, 3rd… harmonics. */
  harmonics: number[];
  /** How quickly the note fades while held, in seconds (time constant). */
  decaySeconds: number;
}

const LEAD: Instrument = { gain: 0.32, harmonics: [1, 0.4, 0.25, 0.1], decaySeconds: 0.5 };
const BASS: Instrument = { gain: 0.42, harmonics: [1, 0.3, 0.1], decaySeconds: 0.35 };
const STAB: Instrument = { gain: 0.07, harmonics: [1, 0.5, 0.3], decaySeconds: 0.08 };

interface NoiseHit {
  gain: number;
  decaySeconds: number;
  /** Differencing the noise removes its low end: a crisp hat rather than a hiss. */
  isBright: boolean;
}

const HI_HAT: NoiseHit = { gain: 0.1, decaySeconds: 0.02, isBright: true };
const CLAP: NoiseHit = { gain: 0.22, decaySeconds: 0.06, isBright: false };

const ATTACK_SECONDS = 0.005;
const RELEASE_SECONDS = 0.03;

class Track {
  readonly samples: Float32Array;

  constructor(
    private readonly sampleRate: number,
    length: number,
  ) {
    this.samples = new Float32Array(length);
  }

  addTone(startSeconds: number, heldSeconds: number, instrument: Instrument, midi: number): void {
    const frequency = 440 * 2 ** ((midi - 69) / 12);
    const count = Math.round((heldSeconds + RELEASE_SECONDS) * this.sampleRate);
    for (let i = 0; i < count; i += 1) {
      const t = i / this.sampleRate;
      const phase = 2 * Math.PI * frequency * t;
      let wave = 0;
      instrument.harmonics.forEach((strength, index) => {
        wave += strength * Math.sin((index + 1) * phase);
      });
      const level = envelope(t, heldSeconds) * Math.exp(-t / instrument.decaySeconds);
      this.add(startSeconds, i, instrument.gain * level * wave);
    }
  }

  /** A kick drum: a sine sweeping down from 130 Hz to 45 Hz. */
  addKick(startSeconds: number): void {
    const count = Math.round(0.18 * this.sampleRate);
    let phase = 0;
    for (let i = 0; i < count; i += 1) {
      const t = i / this.sampleRate;
      phase += (2 * Math.PI * (45 + 85 * Math.exp(-t / 0.03))) / this.sampleRate;
      this.add(startSeconds, i, 0.75 * Math.exp(-t / 0.06) * Math.sin(phase));
    }
  }

  addNoise(startSeconds: number, hit: NoiseHit, noise: () => number): void {
    const count = Math.round(hit.decaySeconds * 6 * this.sampleRate);
    let previous = 0;
    for (let i = 0; i < count; i += 1) {
      const t = i / this.sampleRate;
      const sample = noise();
      const colour = hit.isBright ? sample - previous : sample;
      previous = sample;
      this.add(startSeconds, i, hit.gain * Math.exp(-t / hit.decaySeconds) * colour);
    }
  }

  private add(startSeconds: number, offset: number, value: number): void {
    const index = (Math.round(startSeconds * this.sampleRate) + offset) % this.samples.length;
    this.samples[index] = (this.samples[index] ?? 0) + value;
  }
}

/** A quick fade in, then held, then a short fade out after `heldSeconds`. */
function envelope(t: number, heldSeconds: number): number {
  if (t < ATTACK_SECONDS) return t / ATTACK_SECONDS;
  if (t <= heldSeconds) return 1;
  return Math.max(0, 1 - (t - heldSeconds) / RELEASE_SECONDS);
}

/** White noise in -1..1 from a small seeded generator (mulberry32). */
function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return (((z ^ (z >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

function normalised(samples: Float32Array, peak: number): Float32Array {
  let loudest = 0;
  for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample));
  const scale = loudest === 0 ? 1 : peak / loudest;
  return samples.map((sample) => sample * scale);
}
