/**
 * A page whose code is its own chunk loads it only after the entry script has downloaded and run.
 * For the pages named here the build writes `route-preloads.json`: path → every file that page
 * needs first, the entry's first (its script, its styles, the chunks it imports), then the
 * page's own chunks, largest first. The server names them, in that order, in a `Link` header of
 * that page's answer (`src/server/lib/route-preloads.ts`), so they all download at once.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { ROUTE_PRELOADS_FILE } from "../src/server/lib/route-preloads";

/** What this plugin reads of a bundle's files. */
type TBundleFile =
  | { type: "asset" }
  | {
      type: "chunk";
      fileName: string;
      code: string;
      imports: string[];
      moduleIds: string[];
      isEntry: boolean;
      viteMetadata?: { importedCss: Set<string> };
    };

export function routePreloads(pageModules: Record<string, string>): Plugin {
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
      ];
      const preloads: Record<string, string[]> = {};
      for (const [route, modulePath] of Object.entries(pageModules)) {
        const page = chunks.find((chunk) => chunk.moduleIds.includes(path.resolve(modulePath)));
        if (!page) throw new Error(`route-preloads: no chunk holds ${modulePath}`);
        const pageFiles = [...staticClosure(page.fileName, bundle)]
          .filter((fileName) => !entryChunks.has(fileName))
          .sort((a, b) => codeLength(bundle[b]) - codeLength(bundle[a]));
        preloads[route] = [...entryFiles, ...pageFiles].map((fileName) => `/${fileName}`);
      }
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}

function codeLength(file: TBundleFile | undefined): number {
  return file?.type === "chunk" ? file.code.length : 0;
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
