/**
 * The entry script imports a handful of chunks, which the browser finds only once it has read
 * the page. For the page paths named here the build writes `route-preloads.json`: path → the
 * entry's files (its script, its styles, the chunks it imports). The server names them, in that
 * order, in a `Link` header of that page's answer (`src/server/lib/route-preloads.ts`), so they
 * all download at once. A lazy page's own code is left out: the creation page's first screen is
 * drawn by the entry, and its code is asked for once that screen is up (`lazy-create-page.tsx`).
 */
import type { Plugin } from "vite";
import { ROUTE_PRELOADS_FILE } from "../src/server/lib/route-preloads";

/** What this plugin reads of a bundle's files. */
type TBundleFile =
  | { type: "asset" }
  | {
      type: "chunk";
      fileName: string;
      imports: string[];
      isEntry: boolean;
      viteMetadata?: { importedCss: Set<string> };
    };

export function routePreloads(routes: readonly string[]): Plugin {
  return {
    name: "doodle-route-preloads",
    apply: "build",
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, TBundleFile>;
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route-preloads: the build has no entry chunk");
      const entryChunks = staticClosure(entry.fileName, bundle);
      const entryFiles = [
        entry.fileName,
        ...(entry.viteMetadata?.importedCss ?? []),
        ...[...entryChunks].filter((fileName) => fileName !== entry.fileName),
      ].map((fileName) => `/${fileName}`);
      const preloads = Object.fromEntries(routes.map((route) => [route, entryFiles]));
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}

/** The chunk and every chunk it imports statically, as file names. */
function staticClosure(fileName: string, bundle: Record<string, TBundleFile>): Set<string> {
  const files = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (files.has(name) || file?.type !== "chunk") return;
    files.add(name);
    file.imports.forEach(visit);
  };
  visit(fileName);
  return files;
}
