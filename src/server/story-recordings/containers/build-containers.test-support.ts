/**
 * Tiny recordings built byte by byte for the container readers' tests: just the structure the
 * readers look at (the sound inside is a few placeholder bytes), so a test can say exactly what
 * a file declares and where.
 */

// ---- Ogg ------------------------------------------------------------------------------------

/** One Ogg page holding one whole packet (CRC left zero: the reader does not check it). */
export function oggPage(page: {
  serial: number;
  packet: Buffer;
  granule?: bigint;
  beginsStream?: boolean;
}): Buffer {
  const lacing: number[] = [];
  for (let left = page.packet.length; ; left -= 255) {
    lacing.push(Math.min(left, 255));
    if (left < 255) break;
  }
  const header = Buffer.alloc(27);
  header.write("OggS", 0, "latin1");
  header[5] = page.beginsStream ? 0x02 : 0;
  header.writeBigInt64LE(page.granule ?? 0n, 6);
  header.writeUInt32LE(page.serial, 14);
  header[26] = lacing.length;
  return Buffer.concat([header, Buffer.from(lacing), page.packet]);
}

export function opusHead(preSkip = 312): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "latin1");
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  return head;
}

/** An Ogg Opus stream whose last page says it lasts `ms` (48 kHz granules past the pre-skip). */
export function oggOpus(ms: number, serial = 1): Buffer {
  return Buffer.concat([
    oggPage({ serial, packet: opusHead(312), beginsStream: true }),
    oggPage({ serial, packet: Buffer.from("OpusTags\0\0\0\0\0\0\0\0", "latin1") }),
    oggPage({ serial, packet: Buffer.from([0xfc, 0xff, 0xfe]), granule: BigInt(ms * 48 + 312) }),
  ]);
}

// ---- Matroska / WebM --------------------------------------------------------------------------

/** An EBML element: its id, its size as an 8-byte vint (or unknown), its data. */
export function ebml(id: number, ...children: Buffer[]): Buffer {
  const data = Buffer.concat(children);
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(data.length, 2, 6);
  return Buffer.concat([idBytes(id), size, data]);
}

/** A Segment or Cluster as a live recorder writes it: size unknown, ended by what follows. */
export function unsized(id: number, ...children: Buffer[]): Buffer {
  return Buffer.concat([
    idBytes(id),
    Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ...children,
  ]);
}

function idBytes(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
}

export const ebmlUint = (id: number, value: number) => {
  const data = Buffer.alloc(8);
  data.writeBigUInt64BE(BigInt(value));
  return ebml(id, data);
};
export const ebmlText = (id: number, text: string) => ebml(id, Buffer.from(text, "latin1"));
export const ebmlFloat = (id: number, value: number) => {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return ebml(id, data);
};

export const MKV = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  void: 0xec,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
} as const;

export const webmHeader = () => ebml(MKV.ebml, ebmlText(MKV.docType, "webm"));

export const trackEntry = (number: number, type: 1 | 2, codec: string) =>
  ebml(
    MKV.trackEntry,
    ebmlUint(MKV.trackNumber, number),
    ebmlUint(MKV.trackType, type),
    ebmlText(MKV.codecId, codec),
  );

export const opusTrack = () => trackEntry(1, 2, "A_OPUS");

/** A SimpleBlock of track 1 at `relative` ticks past its cluster's timecode. */
export function simpleBlock(relative: number): Buffer {
  const data = Buffer.alloc(4 + 3);
  data[0] = 0x81;
  data.writeInt16BE(relative, 1);
  data[3] = 0x80;
  return ebml(MKV.simpleBlock, data);
}

export const cluster = (timecode: number, ...relatives: number[]) =>
  unsized(MKV.cluster, ebmlUint(MKV.timecode, timecode), ...relatives.map(simpleBlock));

// ---- MP4 ------------------------------------------------------------------------------------

export function box(type: string, ...children: Buffer[]): Buffer {
  const data = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + data.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, data]);
}

/** A full box: version 0, the flags, then the fields as 32-bit numbers. */
export function fullBox(type: string, flags: number, ...fields: number[]): Buffer {
  const data = Buffer.alloc(4 + fields.length * 4);
  data.writeUInt32BE(flags & 0xffffff);
  fields.forEach((field, index) => data.writeUInt32BE(field, 4 + index * 4));
  return box(type, data);
}

export const ftyp = () => box("ftyp", Buffer.from("M4A \0\0\u0002\0isomiso6", "latin1"));

/** mvhd/mdhd version 0: creation, modification, timescale, duration (and the rest zero). */
export const mediaHeader = (type: "mvhd" | "mdhd", timescale: number, duration: number) =>
  fullBox(type, 0, 0, 0, timescale, duration, 0, 0, 0);

export function mp4Track(id: number, handler: "soun" | "vide", entry: string, duration = 0) {
  const hdlr = Buffer.concat([Buffer.alloc(8), Buffer.from(handler, "latin1"), Buffer.alloc(13)]);
  const stsd = Buffer.concat([Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), box(entry, Buffer.alloc(28))]);
  return box(
    "trak",
    fullBox("tkhd", 3, 0, 0, id, 0, 0),
    box(
      "mdia",
      mediaHeader("mdhd", 48_000, duration),
      box("hdlr", hdlr),
      box("minf", box("stbl", box("stsd", stsd))),
    ),
  );
}

/** A WebM of one Opus track, then 69 KiB of padding, then a VP8 video track. */
export const webmWithVideoAfter69KiB = () =>
  Buffer.concat([
    webmHeader(),
    unsized(
      MKV.segment,
      ebml(
        MKV.tracks,
        opusTrack(),
        ebml(MKV.void, Buffer.alloc(69 * 1024)),
        trackEntry(2, 1, "V_VP8"),
      ),
      cluster(0, 0, 20),
    ),
  ]);

/** An MP4 of one AAC track, then 64 KiB of padding, then a video track (`vide` handler). */
export const mp4WithVideoAfter64KiB = () =>
  Buffer.concat([
    ftyp(),
    box(
      "moov",
      mediaHeader("mvhd", 1000, 1000),
      mp4Track(1, "soun", "mp4a"),
      box("free", Buffer.alloc(64 * 1024)),
      mp4Track(2, "vide", "avc1"),
    ),
  ]);
