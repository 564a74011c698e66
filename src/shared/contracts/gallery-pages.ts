/** GET /api/images in pages (zod-free: the gallery reads these on the creation page). */

/** How many pictures one page of the gallery holds: a screenful or two, not a family's years. */
export const GALLERY_PAGE_SIZE = 48;

/**
 * Where the next older page starts: the last picture's time (to the microsecond) and id, so a
 * picture deleted meanwhile does not lose the place. Opaque to the browser, which follows the
 * answer's `Link: <...>; rel="next"`.
 */
export const GALLERY_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([\w-]{1,64})$/;

export const GALLERY_CURSOR_MESSAGE =
  "That is not a place in the gallery: use the Link the gallery gave.";

/** The answer's headers: every gallery picture the owner has, and the next older page. */
export const GALLERY_TOTAL_HEADER = "x-total-count";
export const GALLERY_LINK_HEADER = "link";

/** The Link header that points to the page older than `cursor`. */
export function olderPageLink(cursor: string): string {
  return `</api/images?before=${encodeURIComponent(cursor)}>; rel="next"`;
}

/** The older page's address a Link header points to, if any. */
export function olderPageUrlOf(link: string | null | undefined): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(link ?? "")?.[1] ?? null;
}
