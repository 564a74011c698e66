// Relative: scripts/service-worker-plugin.ts reads the cache names here while Vite loads its config.
import { forgetFamilyCaches } from "../../lib/device-caches";

/**
 * The service worker keeps the last answers of who is signed in and of the gallery, and the
 * pictures, faces and recordings seen, so the app opens offline. They belong to whoever was
 * signed in: leaving the account (signing out, being signed out, deleting it) forgets them, so an
 * offline device never shows one family's pictures (or faces) to the next person. A deleted file
 * is forgotten at once (`lib/device-caches.ts`, after any call that removed it).
 */
export const KEPT_ANSWERS_CACHE = "last-answers";
export const PICTURES_CACHE = "pictures";
export const CURRENT_USER_PATH = "/api/auth/user";

const hasCaches = () => typeof caches !== "undefined";

/**
 * Keeps the signed-in family's own answer under the service worker's key too. On the very first
 * visit the page is not yet the worker's when it asks who is signed in, so the worker never saw
 * that answer: without this, a phone that opened the app once came back signed out offline.
 */
export async function keepLastKnownUser(user: unknown): Promise<void> {
  if (!hasCaches()) return;
  const answer = new Response(JSON.stringify(user), {
    headers: { "Content-Type": "application/json" },
  });
  await (await caches.open(KEPT_ANSWERS_CACHE)).put(CURRENT_USER_PATH, answer).catch(() => {});
}

/** The last answer kept for who is signed in, when the server cannot be asked. */
export async function lastKnownUser(): Promise<unknown> {
  if (!hasCaches()) return null;
  const kept = await (await caches.open(KEPT_ANSWERS_CACHE)).match(CURRENT_USER_PATH);
  return kept ? kept.json().catch(() => null) : null;
}

/**
 * The server says nobody is signed in here (signed out elsewhere, a password reset, the session
 * ended): a family that was signed in on this device has left it, so everything kept of it goes,
 * as when signing out here. A visitor, of whom no signed-in self was kept, keeps their pictures.
 */
export async function forgetLastKnownUser(): Promise<void> {
  if (!hasCaches()) return;
  const kept = await (await caches.open(KEPT_ANSWERS_CACHE)).match(CURRENT_USER_PATH);
  if (kept) await forgetFamilyCaches();
}
