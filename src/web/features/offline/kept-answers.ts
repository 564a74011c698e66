/**
 * The service worker keeps the last answers of who is signed in and of the gallery, so the app
 * opens offline. They belong to whoever was signed in: leaving the account forgets them, so an
 * offline device never shows one family's pictures to the next person.
 */
export const KEPT_ANSWERS_CACHE = "last-answers";

export async function forgetKeptAnswers(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(KEPT_ANSWERS_CACHE).catch(() => false);
}
