import {
  need,
  UnreadableContainer,
  type ContainerFacts,
  type ContainerTrack,
} from "./container-facts";

/** The EBML element ids read (with their length marker, as the Matroska spec writes them). */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

/** Elements whose children are read; every other element is stepped over whole. */
const MASTERS = new Set<number>([
  ID.ebml,
  ID.segment,
  ID.info,
  ID.tracks,
  ID.trackEntry,
  ID.cluster,
  ID.blockGroup,
]);
/** Live recordings (MediaRecorder) write these before knowing their size. */
const MAY_BE_UNSIZED = new Set<number>([ID.segment, ID.cluster]);
/** The Segment's own children: the next of them to begin ends an unsized Cluster. */
const SEGMENT_CHILDREN = new Set<number>([
  ID.cluster,
  ID.info,
  ID.tracks,
  0x114d9b74, // SeekHead
  0x1c53bb6b, // Cues
  0x1254c367, // Tags
  0x1043a770, // Chapters
  0x1941a469, // Attachments
]);
const TRACK_KINDS: Record<number, ContainerTrack["kind"]> = { 1: "video", 2: "audio" };
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;
const NS_PER_MS = 1_000_000;

interface Segment {
  timecodeScaleNs: number;
  /** Info's Duration, in timecode ticks (a float), when the file has one. */
  durationTicks: number;
  clusterTimecode: number;
  /** Where the last block read starts, in ticks. */
  blockStartTicks: number;
  /** The latest moment any block reaches, in ticks. */
  lastTicks: number;
}

export interface MatroskaFacts extends ContainerFacts {
  docType: string;
}

/**
 * Walks a WebM/Matroska file's EBML elements from the first byte to the last, stepping over
 * anything it does not read, so every TrackEntry counts wherever it is. A segment lasts as long
 * as the longer of its Duration and its last block's time (the last Cluster's Timecode plus the
 * block's own relative timecode, and its BlockDuration), scaled by TimecodeScale; segments one
 * after another add up. Each element advances the walk by at least its two header bytes, and a
 * child may not run past its parent, so a malformed file ends the walk with UnreadableContainer.
 */
export function readMatroska(bytes: Buffer): MatroskaFacts {
  const walk: Walk = { docType: "", tracks: [], segments: [] };
  /** The elements the walk is inside, innermost last (an unsized one ends with its parent). */
  const parents: Parent[] = [];
  let at = 0;
  while (at < bytes.length) {
    const id = readId(bytes, at);
    const size = readSize(bytes, at + id.length, "An element size");
    leaveFinishedParents(parents, at, id.value);
    const dataStart = at + id.length + size.length;
    const bound = parents[parents.length - 1]?.end ?? bytes.length;
    if (size.value === null && !MAY_BE_UNSIZED.has(id.value)) {
      throw new UnreadableContainer(`Element ${id.value.toString(16)} has no size`);
    }
    const dataEnd = size.value === null ? bound : dataStart + size.value;
    if (dataEnd > bound) throw new UnreadableContainer("An element runs past its parent's end");
    if (READ.has(id.value)) readElement(walk, id.value, bytes.subarray(dataStart, dataEnd));
    if (MASTERS.has(id.value)) {
      parents.push({ id: id.value, end: dataEnd, isUnsized: size.value === null });
      at = dataStart;
    } else {
      at = dataEnd;
    }
  }
  if (walk.segments.length === 0) throw new UnreadableContainer("A WebM file with no segment");
  const durationMs = walk.segments.reduce(
    (sum, segment) =>
      sum +
      (Math.max(segment.durationTicks, segment.lastTicks) * segment.timecodeScaleNs) / NS_PER_MS,
    0,
  );
  return { docType: walk.docType, tracks: walk.tracks, durationMs: Math.round(durationMs) };
}

interface Walk {
  docType: string;
  tracks: ContainerTrack[];
  segments: Segment[];
}

interface Parent {
  id: number;
  end: number;
  isUnsized: boolean;
}

/** The elements whose data the walk reads. */
const READ = new Set<number>([
  ID.docType,
  ID.segment,
  ID.trackEntry,
  ID.trackType,
  ID.codecId,
  ID.timecodeScale,
  ID.duration,
  ID.timecode,
  ID.simpleBlock,
  ID.block,
  ID.blockDuration,
]);

/** The header's DocType, each TrackEntry's type and codec, and each segment's timing. */
function readElement(walk: Walk, id: number, data: Buffer): void {
  const track = walk.tracks[walk.tracks.length - 1];
  switch (id) {
    case ID.docType:
      walk.docType = data.toString("latin1");
      return;
    case ID.segment:
      walk.segments.push({
        timecodeScaleNs: DEFAULT_TIMECODE_SCALE_NS,
        durationTicks: 0,
        clusterTimecode: 0,
        blockStartTicks: 0,
        lastTicks: 0,
      });
      return;
    case ID.trackEntry:
      walk.tracks.push({ kind: "other", codec: "" });
      return;
    case ID.trackType:
      if (track) track.kind = TRACK_KINDS[readUint(data)] ?? "other";
      return;
    case ID.codecId:
      if (track) track.codec = data.toString("latin1").replace(/\0+$/, "");
      return;
  }
  const segment = walk.segments[walk.segments.length - 1];
  if (segment) readTiming(segment, id, data);
}

/**
 * Steps out of the elements that ended before `at`, and out of an unsized Cluster when the next
 * Cluster (or another of the Segment's own children) begins: that is how an unsized one ends.
 */
function leaveFinishedParents(parents: Parent[], at: number, id: number): void {
  for (;;) {
    const parent = parents[parents.length - 1];
    if (!parent) return;
    const endsUnsizedCluster =
      parent.id === ID.cluster && parent.isUnsized && SEGMENT_CHILDREN.has(id);
    if (at < parent.end && !endsUnsizedCluster) return;
    parents.pop();
  }
}

/** Info's TimecodeScale and Duration; each Cluster's Timecode and its blocks' times. */
function readTiming(segment: Segment, id: number, data: Buffer): void {
  switch (id) {
    case ID.timecodeScale:
      segment.timecodeScaleNs = readUint(data);
      if (segment.timecodeScaleNs <= 0) throw new UnreadableContainer("A TimecodeScale of zero");
      break;
    case ID.duration:
      segment.durationTicks = readDuration(data);
      break;
    case ID.timecode:
      segment.clusterTimecode = readUint(data);
      break;
    case ID.simpleBlock:
    case ID.block:
      segment.blockStartTicks = segment.clusterTimecode + blockTimecode(data);
      segment.lastTicks = Math.max(segment.lastTicks, segment.blockStartTicks);
      break;
    case ID.blockDuration:
      // It follows its Block in the BlockGroup: that block lasts this many ticks.
      segment.lastTicks = Math.max(segment.lastTicks, segment.blockStartTicks + readUint(data));
      break;
  }
}

/** A (Simple)Block starts with its track number (a vint), then a signed 16-bit timecode. */
function blockTimecode(block: Buffer): number {
  const track = readSize(block, 0, "A block's track number");
  need(block, track.length, 2, "A block's timecode");
  return block.readInt16BE(track.length);
}

/**
 * An EBML variable-length integer: the first byte's leading zeros say how many bytes follow.
 * An id keeps its length marker (`withMarker`); a size drops it, and all ones mean "unknown".
 */
function readVint(bytes: Buffer, at: number, maxLength: number, what: string) {
  need(bytes, at, 1, what);
  const first = bytes[at] ?? 0;
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > maxLength) throw new UnreadableContainer(`${what} is malformed`);
  need(bytes, at, length, what);
  const payloadMask = 0xff >> length;
  // Plain numbers: past 2^53 a value is only ever compared with the file's length.
  let withMarker = first;
  let value = first & payloadMask;
  let isAllOnes = value === payloadMask;
  for (let index = 1; index < length; index++) {
    const byte = bytes[at + index] ?? 0;
    withMarker = withMarker * 256 + byte;
    value = value * 256 + byte;
    isAllOnes &&= byte === 0xff;
  }
  return { withMarker, value, isAllOnes, length };
}

const readId = (bytes: Buffer, at: number) => {
  const { withMarker, length } = readVint(bytes, at, 4, "An element id");
  return { value: withMarker, length };
};

/** An element's data size; null when the writer did not know it (a live recording's). */
const readSize = (bytes: Buffer, at: number, what: string) => {
  const { value, isAllOnes, length } = readVint(bytes, at, 8, what);
  if (isAllOnes) return { value: null, length };
  if (value > bytes.length) throw new UnreadableContainer(`${what} runs past the file`);
  return { value, length };
};

function readUint(data: Buffer): number {
  if (data.length > 8) throw new UnreadableContainer("An unsigned integer longer than 8 bytes");
  let value = 0n;
  for (const byte of data) value = (value << 8n) | BigInt(byte);
  return Number(value);
}

function readDuration(data: Buffer): number {
  const ticks =
    data.length === 0
      ? 0
      : data.length === 4
        ? data.readFloatBE(0)
        : data.length === 8
          ? data.readDoubleBE(0)
          : Number.NaN;
  if (!Number.isFinite(ticks) || ticks < 0) throw new UnreadableContainer("A malformed Duration");
  return ticks;
}
