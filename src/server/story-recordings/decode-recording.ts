import {
  RECORDING_LONGEST_KEPT_MS,
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
} from "../../shared/contracts/story-recordings";
import { AppError, badRequest } from "../lib/app-error";
import { readRecording, type RecordingFacts } from "./audio-signature";

/** Any audio label a browser gives its recording (`data:audio/webm;codecs=opus;base64,…`). */
const DATA_URL =
  /^data:audio\/[A-Za-z0-9.+-]+(?:;[A-Za-z0-9.+=-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * A recording as sent (a data URL) → its bytes, format and length, all read from the bytes
 * themselves: the label and the page's `durationMs` are only a browser's say-so. Kept as
 * recorded (no re-encoding: the grown-up's voice is what the child hears), at most 2 MB and,
 * by the container's own clock, a minute.
 */
export function decodeRecording(dataUrl: string): RecordingFacts & { bytes: Buffer } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badRequest(RECORDING_MESSAGES.notAudio);
  const bytes = Buffer.from(match[1] ?? "", "base64");
  if (bytes.length > RECORDING_MAX_BYTES) throw new AppError(413, RECORDING_MESSAGES.tooLarge);
  const facts = readRecording(bytes);
  if (!facts || facts.durationMs <= 0) throw badRequest(RECORDING_MESSAGES.notAudio);
  if (facts.durationMs > RECORDING_LONGEST_KEPT_MS) throw badRequest(RECORDING_MESSAGES.tooLong);
  return { ...facts, bytes };
}
