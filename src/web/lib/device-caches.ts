// Relative: loaded with the service worker's cache names while Vite reads its config too.
import { removedMediaOf } from "../../shared/contracts/removed-media";

/**
 * What the device keeps of a family in Cache Storage: the service worker's runtime caches (media
 * files, the last answers of a few calls; `scripts/service-worker-plugin.ts`) and the page's own
 * copy of who is signed in. Every cache but the precached app shell is the family's: forgetting
 * goes through all of them, so a cache added later is forgotten too.
 */

/** The worker's precache (Workbox names it `workbox-precache-v2-<scope>`): the app, no family's. */
const isAppShell = (cacheName: string) => cacheName.startsWith("workbox-precache");
/** Where Workbox's expiration keeps each kept file's URL and time (`workbox-expiration`). */
const EXPIRATION_DB = "workbox-expiration";
const EXPIRATION_STORE = "cache-entries";
/** Who is signed in: never dropped for a removed file, so the app still opens offline. */
const CURRENT_USER_PATH = "/api/auth/user";

const hasCaches = () => typeof caches !== "undefined";

async function familyCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => !isAppShell(name));
}

/**
 * After a call that removed media files (its `Removed-Media` header, read by `lib/api.ts` on
 * every call): deletes those files from every cache on the device, and each kept `/api` answer
 * that names one (a gallery page or story list kept for offline), so neither a deleted face nor
 * a recording is shown offline. `*` (more than the header names) forgets every kept media file.
 */
export async function forgetRemovedMedia(header: string | null): Promise<void> {
  const removed = removedMediaOf(header);
  if (!hasCaches() || (removed !== "every" && removed.length === 0)) return;
  const isRemoved = (path: string) => removed === "every" || removed.includes(path);
  for (const cacheName of await familyCacheNames()) {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (path.startsWith("/media/")) {
        if (isRemoved(path)) await cache.delete(request);
      } else if (path.startsWith("/api/") && path !== CURRENT_USER_PATH) {
        const text = removed === "every" ? "" : await answerText(cache, request);
        if (removed === "every" || removed.some((url) => text.includes(url))) {
          await cache.delete(request);
        }
      }
    }
  }
}

async function answerText(cache: Cache, request: Request): Promise<string> {
  const kept = await cache.match(request);
  return kept ? kept.text().catch(() => "") : "";
}

/**
 * Signing out, being signed out, or deleting the account: every runtime cache goes (media, kept
 * answers), and with them Workbox's list of the kept files' URLs (a media URL opens its file for
 * whoever has it). The precached app shell stays, so the app still opens offline.
 */
export async function forgetFamilyCaches(): Promise<void> {
  if (!hasCaches()) return;
  await Promise.all(
    (await familyCacheNames()).map((name) => caches.delete(name).catch(() => false)),
  );
  await forgetExpirationRecords();
}

/** Empties Workbox's expiration records, never making their database where there is none. */
function forgetExpirationRecords(): Promise<void> {
  if (typeof indexedDB === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const opening = indexedDB.open(EXPIRATION_DB);
    // No such database yet: abort its making (the worker makes it, with its tables, when needed).
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve();
    opening.onblocked = () => resolve();
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(EXPIRATION_STORE)) {
        db.close();
        return resolve();
      }
      const transaction = db.transaction(EXPIRATION_STORE, "readwrite");
      transaction.objectStore(EXPIRATION_STORE).clear();
      transaction.oncomplete =
        transaction.onerror =
        transaction.onabort =
          () => {
            db.close();
            resolve();
          };
    };
  });
}
