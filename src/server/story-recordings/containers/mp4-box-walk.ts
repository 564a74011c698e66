import {
  need,
  UnreadableContainer,
  type ContainerFacts,
  type ContainerTrack,
} from "./container-facts";

const HANDLER_KINDS: Record<string, ContainerTrack["kind"]> = { soun: "audio", vide: "video" };

interface Box {
  type: string;
  /** The box's contents, after its header. */
  body: Buffer;
}

interface Track extends ContainerTrack {
  id: number;
  /** Ticks a second of the track's media (mdhd). */
  timescale: number;
  /** The media's length in ticks: mdhd's, or where its last movie fragment ends. */
  ticks: number;
}

/**
 * Walks an MP4 file's boxes, every one of them from the first byte to the last (a track declared
 * after the media data or after a large box counts like any other). Each `trak` is a track: its
 * `hdlr` handler type (`soun`, `vide`…) and its first `stsd` sample entry (`mp4a`…). The file
 * lasts as long as the longest of `mvhd`'s duration, each track's `mdhd` duration and, for a
 * fragmented file (Safari's MediaRecorder writes one), where each track's last fragment ends
 * (`tfdt` plus its `trun` sample durations). Only the boxes on those paths are opened, so the
 * nesting is bounded; a box must fit inside its parent.
 */
export function readMp4(bytes: Buffer): ContainerFacts {
  const tracks: Track[] = [];
  let movieMs = 0;
  const fragments: Buffer[] = [];
  let trackDefaults = new Map<number, number>();
  for (const box of boxesIn(bytes)) {
    if (box.type === "moov") {
      for (const child of boxesIn(box.body)) {
        if (child.type === "mvhd") movieMs = Math.max(movieMs, headerDurationMs(child.body));
        if (child.type === "trak") tracks.push(readTrack(child.body));
        if (child.type === "mvex") trackDefaults = readTrackDefaults(child.body);
      }
    }
    if (box.type === "moof") fragments.push(box.body);
  }
  for (const fragment of fragments) {
    for (const traf of boxesIn(fragment)) {
      if (traf.type === "traf") readTrackFragment(traf.body, tracks, trackDefaults);
    }
  }
  const tracksMs = tracks.map((track) => (track.ticks * 1000) / track.timescale);
  return {
    tracks: tracks.map(({ kind, codec }) => ({ kind, codec })),
    durationMs: Math.round(Math.max(movieMs, ...tracksMs)),
  };
}

function* boxesIn(bytes: Buffer): Generator<Box> {
  let at = 0;
  while (at < bytes.length) {
    need(bytes, at, 8, "An MP4 box header");
    const declared = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    let headerLength = 8;
    let size: number;
    if (declared === 1) {
      need(bytes, at, 16, "An MP4 box's large size");
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(bytes.length))
        throw new UnreadableContainer(`The ${type} box is cut short`);
      size = Number(large);
      headerLength = 16;
    } else {
      size = declared === 0 ? bytes.length - at : declared;
    }
    if (size < headerLength) throw new UnreadableContainer(`The ${type} box has a wrong size`);
    need(bytes, at, size, `The ${type} box`);
    yield { type, body: bytes.subarray(at + headerLength, at + size) };
    at += size;
  }
}

function readTrack(trak: Buffer): Track {
  const track: Track = { kind: "other", codec: "", id: 0, timescale: 1, ticks: 0 };
  for (const box of boxesIn(trak)) {
    if (box.type === "tkhd") {
      track.id = uint32(box.body, flagsOf(box.body) >>> 24 === 1 ? 20 : 12, "A track header");
    }
    if (box.type !== "mdia") continue;
    for (const media of boxesIn(box.body)) {
      if (media.type === "mdhd") Object.assign(track, mediaHeader(media.body));
      if (media.type === "hdlr") {
        need(media.body, 8, 4, "A handler type");
        const handler = media.body.toString("latin1", 8, 12);
        track.kind = HANDLER_KINDS[handler] ?? "other";
      }
      if (media.type === "minf") track.codec = firstSampleEntry(media.body) ?? track.codec;
    }
  }
  return track;
}

/** minf → stbl → stsd: the first sample entry's type (`mp4a`, `avc1`…). */
function firstSampleEntry(minf: Buffer): string | null {
  for (const stbl of boxesIn(minf)) {
    if (stbl.type !== "stbl") continue;
    for (const stsd of boxesIn(stbl.body)) {
      if (stsd.type !== "stsd") continue;
      // version and flags, entry count, then the entries (boxes).
      need(stsd.body, 0, 16, "A sample description");
      return stsd.body.toString("latin1", 12, 16);
    }
  }
  return null;
}

/** mvex → trex: each track's default sample duration, for fragments that do not say theirs. */
function readTrackDefaults(mvex: Buffer): Map<number, number> {
  const defaults = new Map<number, number>();
  for (const box of boxesIn(mvex)) {
    if (box.type !== "trex") continue;
    need(box.body, 0, 16, "A track's defaults");
    defaults.set(box.body.readUInt32BE(4), box.body.readUInt32BE(12));
  }
  return defaults;
}

const TFHD_BASE_OFFSET = 0x01;
const TFHD_DESCRIPTION_INDEX = 0x02;
const TFHD_DEFAULT_DURATION = 0x08;
const TRUN_DATA_OFFSET = 0x01;
const TRUN_FIRST_FLAGS = 0x04;
const TRUN_SAMPLE_FIELDS = [0x100, 0x200, 0x400, 0x800] as const;

/** traf: its track's samples in this fragment, from `tfdt` on, extend the track's length. */
function readTrackFragment(traf: Buffer, tracks: Track[], defaults: Map<number, number>): void {
  let track: Track | undefined;
  let defaultDuration = 0;
  let start: number | null = null;
  let sampleTicks = 0;
  for (const { type, body } of boxesIn(traf)) {
    if (type === "tfhd") {
      const flags = flagsOf(body);
      const id = uint32(body, 4, "A fragment's track");
      track = tracks.find((candidate) => candidate.id === id);
      if (!track) throw new UnreadableContainer(`A fragment of track ${id}, which is not declared`);
      const field =
        8 + (flags & TFHD_BASE_OFFSET ? 8 : 0) + (flags & TFHD_DESCRIPTION_INDEX ? 4 : 0);
      defaultDuration =
        flags & TFHD_DEFAULT_DURATION
          ? uint32(body, field, "A fragment's default duration")
          : (defaults.get(id) ?? 0);
    }
    if (type === "tfdt") {
      start =
        flagsOf(body) >>> 24 === 1
          ? uint64(body, 4, "A fragment's start")
          : uint32(body, 4, "A fragment's start");
    }
    if (type === "trun") sampleTicks += runTicks(body, defaultDuration);
  }
  if (!track) throw new UnreadableContainer("A track fragment with no track header");
  track.ticks = Math.max(track.ticks, (start ?? track.ticks) + sampleTicks);
}

/** A trun's samples' total duration: each says its own, or they all last the default. */
function runTicks(trun: Buffer, defaultDuration: number): number {
  const flags = flagsOf(trun) & 0xffffff;
  const count = uint32(trun, 4, "A track run");
  let field = 8 + (flags & TRUN_DATA_OFFSET ? 4 : 0) + (flags & TRUN_FIRST_FLAGS ? 4 : 0);
  const fields = TRUN_SAMPLE_FIELDS.filter((bit) => flags & bit).length;
  // The samples' fields must fit in the box, which bounds the loop by the file's size.
  need(trun, field, count * fields * 4, "A track run's samples");
  if (!(flags & TRUN_SAMPLE_FIELDS[0])) return count * defaultDuration;
  let ticks = 0;
  for (let sample = 0; sample < count; sample++, field += fields * 4) {
    ticks += trun.readUInt32BE(field);
  }
  return ticks;
}

/** mvhd: the whole movie's duration (0 in a fragmented file, whose fragments say theirs). */
function headerDurationMs(mvhd: Buffer): number {
  const { timescale, ticks } = mediaHeader(mvhd);
  return (ticks * 1000) / timescale;
}

/** mvhd and mdhd share a layout: version 0 with 32-bit times, version 1 with 64-bit ones. */
function mediaHeader(body: Buffer): { timescale: number; ticks: number } {
  const isLong = flagsOf(body) >>> 24 === 1;
  const timescale = uint32(body, isLong ? 20 : 12, "A media header");
  if (timescale === 0) throw new UnreadableContainer("A media header with a timescale of zero");
  const ticks = isLong ? uint64(body, 24, "A media header") : uint32(body, 16, "A media header");
  // All ones: the writer did not know the duration (its fragments say it).
  const isUnknown = ticks === (isLong ? Number(2n ** 64n - 1n) : 0xffffffff);
  return { timescale, ticks: isUnknown ? 0 : ticks };
}

/** A "full box" starts with a version byte and 24 bits of flags. */
const flagsOf = (body: Buffer) => uint32(body, 0, "A box's version");

function uint32(body: Buffer, at: number, what: string): number {
  need(body, at, 4, what);
  return body.readUInt32BE(at);
}

function uint64(body: Buffer, at: number, what: string): number {
  need(body, at, 8, what);
  return Number(body.readBigUInt64BE(at));
}
