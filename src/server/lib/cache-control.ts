import type { FastifyInstance } from "fastify";

/**
 * A family's answer: kept by no cache at all, shared or the browser's own. The default for every
 * answer that names no policy of its own (`answerPrivateByDefault`).
 */
export const PRIVATE_NO_STORE = "private, no-store";
/**
 * A private answer the browser may keep only to ask "changed?" with its validator (an ETag or
 * Last-Modified) at every use: a polled list (the gallery), and media files (`serve-media.ts`).
 * Never without a validator: without one it would be no-store with extra steps.
 */
export const PRIVATE_REVALIDATE = "private, no-cache";
/** The same bytes for everyone, never a family's (the built-in tune, a Freesound preview). */
export const PUBLIC_FOR_A_DAY = "public, max-age=86400";

/**
 * Every answer says how long it may be kept, so no route can forget it: one without a
 * Cache-Control of its own (any `/api` answer, a 404, a refusal, a redirect) leaves as
 * `private, no-store`. A route that may be kept sets its own: the gallery's poll and media files
 * `private, no-cache` with validators, public sounds `public, max-age=86400`, the web app's files
 * theirs (`web-app.ts`). Installed before any route, so it covers every plugin's.
 * `app-cache-control.test.ts` walks every GET route to hold this.
 */
export function answerPrivateByDefault(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.getHeader("cache-control") === undefined) {
      reply.header("cache-control", PRIVATE_NO_STORE);
    }
    done(null, payload);
  });
}
