import { UnreadableContainer, type ContainerFacts } from "./containers/container-facts";
import { readMatroska } from "./containers/matroska-walk";
import { readMp4 } from "./containers/mp4-box-walk";
import { readOgg } from "./containers/ogg-duration";

/**
 * Which recording a file is and how long it lasts, read from its bytes (never from the name or
 * type it was sent with): the formats browsers' MediaRecorder makes for speech — WebM with Opus
 * (Chromium), Ogg with Opus (Firefox), MP4 with AAC (Safari). The whole container is walked:
 * every track it declares must be that sound, wherever it is declared, so a video is refused.
 */
export type AudioFormat = "webm" | "ogg" | "m4a";

export interface RecordingFacts {
  format: AudioFormat;
  /** By the container's clock (granule positions, block timecodes, media headers). */
  durationMs: number;
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

const FORMATS: ReadonlyArray<{
  format: AudioFormat;
  startsLike: (bytes: Buffer) => boolean;
  read: (bytes: Buffer) => ContainerFacts;
  codec: string;
}> = [
  {
    format: "webm",
    startsLike: (bytes) => bytes.subarray(0, 4).equals(EBML_MAGIC),
    read: (bytes) => {
      const facts = readMatroska(bytes);
      if (facts.docType !== "webm") throw new UnreadableContainer("Matroska that is not WebM");
      return facts;
    },
    codec: "A_OPUS",
  },
  {
    format: "ogg",
    startsLike: (bytes) => bytes.toString("latin1", 0, 4) === "OggS",
    read: readOgg,
    codec: "OpusHead",
  },
  {
    format: "m4a",
    startsLike: (bytes) => bytes.toString("latin1", 4, 8) === "ftyp",
    read: readMp4,
    codec: "mp4a",
  },
];

/** The recording's format and length; null for anything else (a video, another codec, junk). */
export function readRecording(bytes: Buffer): RecordingFacts | null {
  const kind = FORMATS.find((candidate) => candidate.startsLike(bytes));
  if (!kind) return null;
  const facts = readContainer(kind.read, bytes);
  if (!facts || facts.tracks.length === 0) return null;
  const isSpeech = facts.tracks.every(
    (track) => track.kind === "audio" && track.codec === kind.codec,
  );
  return isSpeech ? { format: kind.format, durationMs: facts.durationMs } : null;
}

function readContainer(read: (bytes: Buffer) => ContainerFacts, bytes: Buffer) {
  try {
    return read(bytes);
  } catch (error) {
    // A read past the end that a reader's own bounds check missed is the same bad file.
    if (error instanceof UnreadableContainer || error instanceof RangeError) return null;
    throw error;
  }
}
