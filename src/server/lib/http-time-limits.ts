/**
 * How long the HTTP server waits on a client before closing the connection, so slow or stalled
 * clients cannot hold connections open for ever. Generous enough for a phone on a slow mobile
 * network: a 3 MB greeting card at 30 kB/s still arrives inside `requestMs`.
 */
export interface HttpTimeLimits {
  /** From the connection's first byte to the end of the request headers (Node `headersTimeout`). */
  headersMs: number;
  /** From the first byte to the end of the whole request, body included (`requestTimeout`). */
  requestMs: number;
  /** A connection on which nothing moves either way (Fastify `connectionTimeout`). */
  idleMs: number;
  /** An idle kept-alive connection between two requests (`keepAliveTimeout`). */
  keepAliveMs: number;
  /** How often Node checks the header and request limits (`connectionsCheckingInterval`). */
  checkEveryMs: number;
}

/** The production limits; documented in docs/ARCHITECTURE.md. */
export const HTTP_TIME_LIMITS: HttpTimeLimits = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 30_000,
  checkEveryMs: 1_000,
};

/** The Fastify server options that apply the limits. */
export function httpTimeLimitOptions(limits: HttpTimeLimits) {
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    http: {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
  };
}
