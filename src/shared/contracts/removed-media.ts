/**
 * Any answer whose call removed media files names them in one header (zod-free: `lib/api.ts`
 * reads it on every call), so the page forgets the device's copies of them (docs/offline.md):
 * `Removed-Media: /media/abc….png, /media/def….webp`. A call that removed more than
 * `REMOVED_MEDIA_NAMED_AT_MOST` says `*` instead: forget every media file kept.
 */
export const REMOVED_MEDIA_HEADER = "removed-media";
export const EVERY_MEDIA_FILE = "*";
/**
 * A story of 8 scenes with its face-swapped pictures and 10 recorded pages removes 42 files. 48
 * URLs are under 2 KB of header, well inside a proxy's usual 4–8 KB for all of an answer's headers.
 */
export const REMOVED_MEDIA_NAMED_AT_MOST = 48;

/** The header's value for these URLs. */
export function removedMediaHeader(urls: readonly string[]): string {
  return urls.length > REMOVED_MEDIA_NAMED_AT_MOST ? EVERY_MEDIA_FILE : urls.join(", ");
}

/** The removed media's URLs a header names (only `/media/…` paths), or "every" for `*`. */
export function removedMediaOf(header: string | null): readonly string[] | "every" {
  if (!header) return [];
  if (header.trim() === EVERY_MEDIA_FILE) return "every";
  return header
    .split(",")
    .map((url) => url.trim())
    .filter((url) => /^\/media\/[\w.-]+$/.test(url));
}
