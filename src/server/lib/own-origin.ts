import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Where a request says it comes from, as the browser tells it. */
export type RequestSource = "own" | "foreign" | "unstated";

const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const CROSS_SITE_MESSAGE =
  "This can only be done from Doodle Dino itself. Please open the app and try again.";
export const JSON_ONLY_MESSAGE = "Please send the request as JSON.";

/** The origins the app's own pages are served from: PUBLIC_URL's, and the request's own. */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string | null) {
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/**
 * Whether the browser says the request comes from the app's own origin: `Sec-Fetch-Site` where
 * the browser sends it (every current browser, on https and localhost), else `Origin` (sent on
 * every write, also over plain http on a home network). A page on another port or a sibling
 * subdomain is the same *site* (so a SameSite=Lax cookie goes along) but not the same origin.
 * `navigation` also counts an address typed or bookmarked (`Sec-Fetch-Site: none`) and, for a
 * navigation in a browser without either header, a Referer of this origin.
 */
export function requestSource(
  request: FastifyRequest,
  publicOrigin: string | null,
  options: { navigation?: boolean } = {},
): RequestSource {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") {
    const site = fetchSite.trim().toLowerCase();
    const isOwn = site === "same-origin" || (options.navigation === true && site === "none");
    return isOwn ? "own" : "foreign";
  }
  const origin = request.headers.origin ?? (options.navigation ? refererOrigin(request) : null);
  if (typeof origin !== "string") return "unstated";
  return isOwnOrigin(origin, request, publicOrigin) ? "own" : "foreign";
}

function refererOrigin(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== "string") return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/** Whether a request carries a body (an empty one does not count). */
const hasBody = (request: FastifyRequest) =>
  request.headers["transfer-encoding"] !== undefined ||
  Number(request.headers["content-length"] ?? 0) > 0;

/**
 * The one door for every state-changing call (any method but GET, HEAD and OPTIONS):
 * - it must come from the app's own origin when the browser says where it comes from; a
 *   request that says nothing (`unstated`) is no browser's cross-site write — every browser
 *   sends `Origin` or `Sec-Fetch-Site` with one — so tools and the tests may send it;
 * - it carries JSON or nothing: a declared type other than JSON, or a body with no type, is
 *   refused. A cross-site page can send only form and text types without asking the server
 *   first (which it never allows), so this also stops the writes of browsers older than both
 *   headers.
 * Navigations that change state (GET /api/logout) ask `requestSource` themselves.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  app.addHook("onRequest", async (request, reply) => {
    if (READING_METHODS.has(request.method)) return;
    if (requestSource(request, publicOrigin) === "foreign") {
      return refuse(reply, 403, CROSS_SITE_MESSAGE);
    }
    const type = request.headers["content-type"];
    const isJson = typeof type === "string" && JSON_TYPE.test(type.trim());
    if (type !== undefined ? !isJson : hasBody(request)) {
      return refuse(reply, 415, JSON_ONLY_MESSAGE);
    }
  });
}

/**
 * Answers `{message}` past the route's own response schemas, which need not know this status
 * (the sign-in's 403, for one, has another shape).
 */
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply
    .code(status)
    .type("application/json; charset=utf-8")
    .serializer(JSON.stringify)
    .send({ message });
