export type TImageSignature = "png" | "jpeg" | "webp";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** What kind of picture the bytes are by their first bytes (never by a label), or null. */
export function imageSignatureOf(bytes: Buffer): TImageSignature | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return "png";
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return "jpeg";
  const isRiffWebp =
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP";
  return isRiffWebp ? "webp" : null;
}
