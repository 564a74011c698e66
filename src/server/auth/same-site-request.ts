import type { FastifyRequest } from "fastify";

/** Sec-Fetch-Site values of a request the app's own pages (or the address bar) started. */
const OWN_FETCH_SITES = new Set(["same-origin", "same-site", "none"]);

/**
 * Whether a navigation came from this site (or was typed), not from a link on another site:
 * by Sec-Fetch-Site, or, in a browser that does not send it, by Origin or Referer naming this
 * host. With neither, it is treated as cross-site.
 */
export function isSameSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase());
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== "string") return false;
  try {
    return new URL(source).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}
