import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Written into the built web app by `scripts/route-preloads-plugin.ts`: page path → files. */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/**
 * The `Link` header value for each page path the build listed (none when it wrote no list): the
 * browser starts all those downloads, in that order, before it has read the page.
 */
export function readRoutePreloadLinks(webDir: string): Map<string, string> {
  const file = path.join(webDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
  return new Map(
    Object.entries(preloads).map(([route, urls]) => [route, urls.map(linkTo).join(", ")]),
  );
}

/**
 * The page's own `<link rel="stylesheet" crossorigin>` (as the build writes it) asks in CORS mode; a
 * preload must ask the same way, or the browser cannot use it and downloads the stylesheet again.
 * A module preload is always in CORS mode.
 */
function linkTo(url: string): string {
  return url.endsWith(".css")
    ? `<${url}>; rel=preload; as=style; crossorigin`
    : `<${url}>; rel=modulepreload`;
}
