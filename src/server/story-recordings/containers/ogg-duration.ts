import {
  need,
  UnreadableContainer,
  type ContainerFacts,
  type ContainerTrack,
} from "./container-facts";

const PAGE_HEADER_BYTES = 27;
const BEGINS_STREAM = 0x02;
/** A page on which no packet ends has no position of its own. */
const NO_GRANULE = -1n;
/** Opus counts its granule positions in 48 kHz samples, whatever rate it was recorded at. */
const OPUS_SAMPLES_PER_MS = 48n;

interface Stream {
  track: ContainerTrack;
  /** Samples the decoder drops at the start (OpusHead's pre-skip). */
  preSkip: bigint;
  lastGranule: bigint;
}

/**
 * Walks every page of an Ogg file: each logical stream's first packet names its codec, and an
 * Opus stream lasts until its last granule position less its pre-skip. Streams one after another
 * (a chained file) add up, so many short streams cannot pass for one. Every page must follow the
 * one before with nothing between; a page is at least 27 bytes, so the walk is bounded.
 */
export function readOgg(bytes: Buffer): ContainerFacts {
  const streams = new Map<number, Stream>();
  let at = 0;
  while (at < bytes.length) {
    need(bytes, at, PAGE_HEADER_BYTES, "An Ogg page header");
    if (bytes.toString("latin1", at, at + 4) !== "OggS" || bytes[at + 4] !== 0) {
      throw new UnreadableContainer(`No Ogg page where one should begin (byte ${at})`);
    }
    const flags = bytes[at + 5] ?? 0;
    const granule = bytes.readBigInt64LE(at + 6);
    const serial = bytes.readUInt32LE(at + 14);
    const segmentCount = bytes[at + 26] ?? 0;
    need(bytes, at + PAGE_HEADER_BYTES, segmentCount, "An Ogg segment table");
    let bodyLength = 0;
    for (let index = 0; index < segmentCount; index++) {
      bodyLength += bytes[at + PAGE_HEADER_BYTES + index] ?? 0;
    }
    const bodyStart = at + PAGE_HEADER_BYTES + segmentCount;
    need(bytes, bodyStart, bodyLength, "An Ogg page");

    let stream = streams.get(serial);
    if (flags & BEGINS_STREAM) {
      if (stream) throw new UnreadableContainer("An Ogg stream begins twice");
      stream = beginStream(bytes.subarray(bodyStart, bodyStart + bodyLength));
      streams.set(serial, stream);
    } else if (!stream) {
      throw new UnreadableContainer("An Ogg page belongs to no stream that began");
    }
    if (granule !== NO_GRANULE) {
      if (granule < 0n) throw new UnreadableContainer("An Ogg page has a negative position");
      if (granule > stream.lastGranule) stream.lastGranule = granule;
    }
    at = bodyStart + bodyLength;
  }
  if (streams.size === 0) throw new UnreadableContainer("An Ogg file with no stream");

  let samples = 0n;
  for (const stream of streams.values()) {
    if (stream.track.codec !== "OpusHead") continue;
    const played = stream.lastGranule - stream.preSkip;
    if (played > 0n) samples += played;
  }
  return {
    tracks: [...streams.values()].map((stream) => stream.track),
    durationMs: Number(samples / OPUS_SAMPLES_PER_MS),
  };
}

/** A stream's first packet (its identification header) says what the stream is. */
function beginStream(packet: Buffer): Stream {
  const magic = (length: number) => packet.toString("latin1", 0, length);
  if (magic(8) === "OpusHead") {
    need(packet, 0, 19, "An OpusHead header");
    return {
      track: { kind: "audio", codec: "OpusHead" },
      preSkip: BigInt(packet.readUInt16LE(10)),
      lastGranule: 0n,
    };
  }
  const kind = magic(7) === "\u0001vorbis" || magic(5) === "\u007fFLAC" ? "audio" : null;
  const video = magic(7) === "\u0080theora" || magic(5) === "OVP80" || magic(8) === "\u0080daala";
  return {
    track: { kind: kind ?? (video ? "video" : "other"), codec: magic(8).replace(/\0+$/, "") },
    preSkip: 0n,
    lastGranule: 0n,
  };
}
