/**
 * The service worker keeps the last answers of who is signed in and of the gallery, and the
 * pictures seen, so the app opens offline. They belong to whoever was signed in: leaving the
 * account forgets them, so an offline device never shows one family's pictures (or faces) to the
 * next person.
 */
export const KEPT_ANSWERS_CACHE = "last-answers";
export const PICTURES_CACHE = "pictures";
export const CURRENT_USER_PATH = "/api/auth/user";

const hasCaches = () => typeof caches !== "undefined";

export async function forgetKeptAnswers(): Promise<void> {
  if (!hasCaches()) return;
  await Promise.all(
    [KEPT_ANSWERS_CACHE, PICTURES_CACHE].map((name) => caches.delete(name).catch(() => false)),
  );
}

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

/** The server says nobody is signed in here (signed out elsewhere, a reset): stop offering it. */
export async function forgetLastKnownUser(): Promise<void> {
  if (!hasCaches()) return;
  await (await caches.open(KEPT_ANSWERS_CACHE)).delete(CURRENT_USER_PATH).catch(() => false);
}
