import type { FastifyInstance } from "fastify";

/**
 * A request whose cookie names a session that is gone would have @fastify/session clear the
 * cookie in its answer. A sign-in replaces the session, so a request the page sent just before it
 * (a gallery poll, a second tab) comes back after it with that clearing — and wipes the new
 * session's cookie: the family is signed out the moment they signed in. The stale cookie is left
 * alone instead: it costs one lookup per request until a saved session replaces it, and signing
 * out still clears it on purpose. Register after @fastify/session.
 */
export function leaveCookiesOfMissingSessions(app: FastifyInstance, cookieName: string): void {
  app.addHook("onRequest", async (request) => {
    const sent = request.cookies[cookieName];
    if (sent && sent !== request.session?.encryptedSessionId) delete request.cookies[cookieName];
  });
}
