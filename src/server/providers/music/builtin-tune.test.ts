import { beforeAll, describe, expect, it } from "vitest";
import {
  BUILTIN_TUNE_KBPS,
  BUILTIN_TUNE_SAMPLE_RATE,
  BUILTIN_TUNE_SECONDS,
  renderBuiltinTune,
} from "./builtin-tune";

/** MPEG-2 Layer III (22.05 kHz family): bitrates by header index, 576 samples per frame. */
const MPEG2_LAYER3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG2_SAMPLE_RATES = [22_050, 24_000, 16_000];
const MPEG2_SAMPLES_PER_FRAME = 576;

interface FrameHeader {
  kbps: number;
  sampleRate: number;
  byteLength: number;
}

function readFrameHeader(mp3: Buffer, offset: number): FrameHeader | undefined {
  const [b0, b1, b2] = [mp3[offset], mp3[offset + 1], mp3[offset + 2]];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return undefined;
  const hasSync = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  const isMpeg2Layer3 = ((b1 >> 3) & 3) === 2 && ((b1 >> 1) & 3) === 1;
  const kbps = MPEG2_LAYER3_KBPS[b2 >> 4];
  const sampleRate = MPEG2_SAMPLE_RATES[(b2 >> 2) & 3];
  if (!hasSync || !isMpeg2Layer3 || !kbps || !sampleRate) return undefined;
  const padding = (b2 >> 1) & 1;
  return { kbps, sampleRate, byteLength: Math.floor((72_000 * kbps) / sampleRate) + padding };
}

/** Walks the frames back to back from the first byte; throws at anything that is not a frame. */
function framesOf(mp3: Buffer): FrameHeader[] {
  const frames: FrameHeader[] = [];
  for (let offset = 0; offset < mp3.length;) {
    const header = readFrameHeader(mp3, offset);
    if (header === undefined) throw new Error(`No MP3 frame at byte ${offset}`);
    frames.push(header);
    offset += header.byteLength;
  }
  return frames;
}

describe("renderBuiltinTune", () => {
  let mp3: Buffer;
  beforeAll(async () => {
    mp3 = await renderBuiltinTune();
  });

  it("is a constant-bitrate mono MP3 made only of valid frames", () => {
    const frames = framesOf(mp3);
    expect(frames.length).toBeGreaterThan(500);
    for (const frame of frames) {
      expect(frame).toMatchObject({
        kbps: BUILTIN_TUNE_KBPS,
        sampleRate: BUILTIN_TUNE_SAMPLE_RATE,
      });
    }
    const channelMode = (mp3[3] ?? 0) >> 6;
    expect(channelMode).toBe(3); // single channel
  });

  it("lasts about 16 seconds, judged by its frame count", () => {
    const seconds = (framesOf(mp3).length * MPEG2_SAMPLES_PER_FRAME) / BUILTIN_TUNE_SAMPLE_RATE;
    expect(BUILTIN_TUNE_SECONDS).toBe(16);
    // The encoder adds its start-up delay and pads the last frame: a few frames more than 16 s.
    expect(seconds).toBeGreaterThanOrEqual(16);
    expect(seconds).toBeLessThan(16.2);
  });

  it("is small enough to fetch quickly on a phone", () => {
    expect(mp3.length).toBeLessThan(300 * 1024);
  });

  it("comes out the same every time", async () => {
    expect((await renderBuiltinTune()).equals(mp3)).toBe(true);
  });
});
