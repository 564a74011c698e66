import { encodeMonoMp3 } from "./encode-mp3";
import { synthesizeTune } from "./synthesize-tune";
import { TUNE_SECONDS } from "./tune-score";

export const BUILTIN_TUNE_SAMPLE_RATE = 22_050;
export const BUILTIN_TUNE_KBPS = 48;
export const BUILTIN_TUNE_SECONDS = TUNE_SECONDS;

/**
 * The built-in "Happy Dino Dance" loop as an MP3 (mono, 22.05 kHz, 48 kbps, 16 s, about 100 KB).
 * Deterministic, so the server can render it once at start and cache the file.
 */
export function renderBuiltinTune(): Buffer {
  const samples = synthesizeTune(BUILTIN_TUNE_SAMPLE_RATE);
  return encodeMonoMp3(samples, BUILTIN_TUNE_SAMPLE_RATE, BUILTIN_TUNE_KBPS);
}
