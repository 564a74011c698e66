import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { MEDIA_URL_PREFIX } from "../media/media-store";
import { readRoutePreloadLinks } from "./route-preloads";

/** Paths that are never app routes, so a miss there is a 404 rather than index.html. */
const NOT_PAGES = ["/api/", MEDIA_URL_PREFIX, "/assets/"];
/** The last segment of a path has a dot in it: `/backup.sql`, `/.env`, `/try.bak`. */
const NAMES_A_FILE = /\/[^/]*\.[^/]*$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The service worker (built by vite-plugin-pwa): checked on every visit, controls the whole site. */
const SERVICE_WORKER_FILE = "sw.js";

/**
 * The built web app: hashed assets cached for a year, index.html and /sw.js revalidated on every
 * visit (so a new version is found at once), and app routes answered with index.html. Files are
 * sent as the brotli or gzip copy the build wrote beside them (`scripts/precompress-web.ts`) when
 * the browser accepts it, with `Vary: Accept-Encoding`. Unknown API, media and asset paths answer
 * a JSON 404 (a stale chunk must fail, not get HTML). A page with code of its own (e.g. `/try`)
 * names it in a `Link: rel=modulepreload` header (`route-preloads.ts`).
 */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDir, "index.html"));
  const preloadLinks = readRoutePreloadLinks(webDir);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: "/",
      // One route that looks a file up when asked, rather than a route for each of the build's
      // few hundred files made at every start (a sixth of the server's start-up time). A folder
      // ("/", "/assets/") is no file: it goes to the not-found handler below.
      wildcard: true,
      allowedPath: (pathName) => !pathName.endsWith("/"),
      dotfiles: "ignore",
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "Cache-Control",
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache",
        );
        // The file sent may be the build's compressed copy (sw.js.br).
        if (path.basename(filePath).replace(/\.(?:br|gz)$/, "") === SERVICE_WORKER_FILE) {
          res.header("Service-Worker-Allowed", "/");
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isNotPage = NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (isNotPage || !wantsPage || !hasWebApp) {
      return reply
        .code(404)
        .send({ message: `Nothing here: ${request.method} ${request.url.split("?")[0]}` });
    }
    reply.header("Cache-Control", "no-cache");
    const pathName = request.url.split("?")[0] ?? "";
    // A path that names a file (`/backup.sql`, `/try.bak`, `/.env`) is no page of the app: the
    // app's friendly not-found screen, with a 404 status a scanner or a crawler can read.
    if (NAMES_A_FILE.test(pathName)) reply.code(404);
    const links = preloadLinks.get(pathName);
    if (links) reply.header("Link", links);
    return reply.type("text/html").sendFile("index.html", webDir);
  });
}
