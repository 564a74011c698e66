import { Mp3Encoder } from "@breezystack/lamejs";

/** lamejs encodes in blocks of this many samples (one MPEG-1 frame; two MPEG-2 frames). */
const BLOCK_SAMPLES = 1152;

/** Encodes mono samples in -1..1 as a constant-bitrate MP3. */
export function encodeMonoMp3(samples: Float32Array, sampleRate: number, kbps: number): Buffer {
  const pcm = Int16Array.from(samples, (sample) =>
    Math.round(Math.max(-1, Math.min(1, sample)) * 32767),
  );
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Buffer[] = [];
  for (let start = 0; start < pcm.length; start += BLOCK_SAMPLES) {
    chunks.push(toBuffer(encoder.encodeBuffer(pcm.subarray(start, start + BLOCK_SAMPLES))));
  }
  chunks.push(toBuffer(encoder.flush()));
  return Buffer.concat(chunks);
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
