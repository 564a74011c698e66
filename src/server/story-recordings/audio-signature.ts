/**
 * Which recording a file is, read from its bytes (never from the name or type it was sent
 * with): the formats browsers' MediaRecorder makes for speech — WebM with Opus (Chromium), Ogg
 * with Opus (Firefox), MP4 with AAC (Safari). Anything else, a video among them, is null.
 */
export type AudioFormat = "webm" | "ogg" | "m4a";

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The EBML header's DocType element (0x4282), then a one-byte size of 4, then "webm". */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
/** A recorder writes its track headers first; this reaches well past them. */
const HEADER_BYTES = 64 * 1024;

export function audioFormatOf(bytes: Buffer): AudioFormat | null {
  if (isWebmOpus(bytes)) return "webm";
  if (isOggOpus(bytes)) return "ogg";
  if (isMp4Aac(bytes)) return "m4a";
  return null;
}

function isWebmOpus(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 4).equals(EBML_MAGIC)) return false;
  if (bytes.subarray(0, 64).indexOf(WEBM_DOCTYPE) < 0) return false;
  const head = bytes.subarray(0, HEADER_BYTES).toString("latin1");
  return head.includes("A_OPUS") && !/V_(?:VP8|VP9|AV1|MPEG)/.test(head);
}

/** An Ogg stream whose first page begins the stream and holds Opus's identification header. */
function isOggOpus(bytes: Buffer): boolean {
  if (bytes.length < 28 || bytes.toString("latin1", 0, 4) !== "OggS") return false;
  const isFirstPage = (bytes[5] ?? 0) & 0x02;
  const segments = bytes[26] ?? 0;
  const packetStart = 27 + segments;
  return isFirstPage !== 0 && bytes.toString("latin1", packetStart, packetStart + 8) === "OpusHead";
}

/** An MP4 file (`ftyp` first) with a sound track of AAC (`mp4a`) and no video track. */
function isMp4Aac(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString("latin1", 4, 8) !== "ftyp") return false;
  const head = bytes.subarray(0, HEADER_BYTES);
  const handlers = new Set<string>();
  for (let at = head.indexOf("hdlr"); at >= 0; at = head.indexOf("hdlr", at + 4)) {
    // hdlr box: size, "hdlr", version and flags (4), pre_defined (4), then the handler type.
    handlers.add(head.toString("latin1", at + 12, at + 16));
  }
  return handlers.has("soun") && !handlers.has("vide") && head.indexOf("mp4a") >= 0;
}
