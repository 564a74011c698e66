import type { FastifyInstance } from "fastify";

/** A session is renewed at most this often: a gallery polled every 10 s must not write each time. */
export const SESSION_RENEW_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions are saved only when they change (`rolling: false`), so reading one costs no write.
 * To keep a family signed in while they use the app, a session whose expiry is more than a day
 * old (less than `maxAgeMs` minus a day left) is saved again with a fresh expiry and cookie.
 * Register after @fastify/session.
 */
export function renewSessionsDaily(app: FastifyInstance, maxAgeMs: number): void {
  app.addHook("onRequest", async (request) => {
    const session = request.session;
    // The expiry the session was last saved with (@fastify/session keeps it beside the new one).
    const expires = (session?.cookie as { originalExpires?: Date } | undefined)?.originalExpires;
    if (!expires || (!session.userId && !session.visitorId)) return;
    if (expires.getTime() - Date.now() > maxAgeMs - SESSION_RENEW_EVERY_MS) return;
    session.touch();
    await session.save();
  });
}
