import { synthesizeTune } from "./synthesize-tune";
import { TUNE_SECONDS } from "./tune-score";

export const BUILTIN_TUNE_SAMPLE_RATE = 22_050;
export const BUILTIN_TUNE_KBPS = 48;
export const BUILTIN_TUNE_SECONDS = TUNE_SECONDS;

/**
 * The built-in "Happy Dino Dance" loop as an MP3 (mono, 22.05 kHz, 48 kbps, 16 s, about 100 KB).
 * Deterministic, so the server renders it once, when first asked, and keeps the file. The MP3
 * encoder is loaded then, not at start.
 */
export async function renderBuiltinTune(): Promise<Buffer> {
  const { encodeMonoMp3 } = await import("./encode-mp3");
  const samples = synthesizeTune(BUILTIN_TUNE_SAMPLE_RATE);
  return encodeMonoMp3(samples, BUILTIN_TUNE_SAMPLE_RATE, BUILTIN_TUNE_KBPS);
}
