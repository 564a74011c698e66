/**
 * The service worker keeps the last answers of who is signed in and of the gallery, and the
 * pictures seen, so the app opens offline. They belong to whoever was signed in: leaving the
 * account forgets them, so an offline device never shows one family's pictures (or faces) to the
 * next person.
 */
export const KEPT_ANSWERS_CACHE = "last-answers";
export const PICTURES_CACHE = "pictures";

export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(
    [KEPT_ANSWERS_CACHE, PICTURES_CACHE].map((name) => caches.delete(name).catch(() => false)),
  );
}
