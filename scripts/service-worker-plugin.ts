/**
 * /sw.js, built by vite-plugin-pwa (Workbox generateSW): the app shell and the offline artwork
 * are precached; pictures, the gallery, Story Book and who-is-signed-in calls are network-first
 * with the last answer kept for offline (pictures bounded, oldest out); writes are never touched. A new
 * version waits until the family taps 'New magic is ready — tap to update'. The page forgets a
 * deleted file's copies, and everything but the precache when the family leaves
 * (`src/web/lib/device-caches.ts`).
 */
import { VitePWA } from "vite-plugin-pwa";
import { ROUTE_PRELOADS_FILE } from "../src/server/lib/route-preloads";
import { KEPT_ANSWERS_CACHE, PICTURES_CACHE } from "../src/web/features/offline/kept-answers";

const PICTURE_CACHE_ENTRIES = 300;
const NETWORK_WAIT_SECONDS = 4;

export function serviceWorker() {
  return VitePWA({
    strategies: "generateSW",
    filename: "sw.js",
    registerType: "prompt",
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,json}", "**/*-latin-*.woff2"],
      // Face finding needs a photo and a connection anyway; its 1.3 MB stays out of the shell.
      // The Android app's adapter is loaded only inside that app, never by a browser.
      // The server's list of each page's code (route-preloads.json) is no use to the browser.
      globIgnores: ["**/face-api*", "**/native-shell-*", `**/${ROUTE_PRELOADS_FILE}`],
      // The offline artwork pack is one large file (compressed well in transit).
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: "/index.html",
      navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/sw\.js$/],
      cleanupOutdatedCaches: true,
      // The first worker takes the page that installed it at once, so the pictures and answers
      // of that very first visit are kept too, and the rest of the app opens offline after it.
      // A later version still waits for 'tap to update' (no skipWaiting).
      clientsClaim: true,
      runtimeCaching: [
        {
          // Network first (a 304 while unchanged), the kept copy only offline: a picture or a
          // face deleted, here or on another device, is gone at once wherever there is signal.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/media/"),
          handler: "NetworkFirst",
          options: {
            cacheName: PICTURES_CACHE,
            networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
            expiration: { maxEntries: PICTURE_CACHE_ENTRIES, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // A file the server no longer has (deleted on another device, or by a sweep)
                // leaves every kept copy the first time it is asked for with signal; one deleted
                // here went at once (lib/device-caches.ts). Copied into /sw.js as source like
                // the patterns: it names nothing outside itself.
                fetchDidSucceed: async ({ request, response }) => {
                  if (response.status === 404 || response.status === 410) {
                    for (const name of await caches.keys()) {
                      if (name.startsWith("workbox-precache")) continue;
                      await (await caches.open(name)).delete(request);
                    }
                  }
                  return response;
                },
              },
            ],
          },
        },
        {
          // Workbox copies this function's source into /sw.js: it can name nothing outside itself.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && ["/api/auth/user", "/api/images", "/api/stories"].includes(url.pathname),
          handler: "NetworkFirst",
          options: {
            cacheName: KEPT_ANSWERS_CACHE,
            networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
