/**
 * Rolldown splits the code that lazy pages share into many small chunks (one per set of pages
 * using it): the creation page needed 24 files, and each costs a round trip on a phone's
 * connection. For a page named here, everything its code imports that the entry does not hold
 * goes into one chunk beside the page's own, which pages sharing some of it load too; libraries
 * stay apart.
 */
import path from "node:path";
import type { Plugin } from "vite";

type TModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
  getModuleIds(): IterableIterator<string>;
};

export function pageChunk(
  name: string,
  pageModule: string,
  options: {
    /** Lazy modules every page loads (after its first paint): their code stays out of the chunk. */
    loadedEverywhere: string[];
    /** Modules left in chunks of their own, e.g. a library other pages use without this page. */
    keepApart: (id: string) => boolean;
  },
) {
  const pageId = path.resolve(pageModule);
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: `doodle-page-chunk-${name}`,
    apply: "build",
    buildEnd() {
      const graph = this as unknown as TModuleGraph;
      const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
      const loadedByEveryPage = staticClosure(graph, [
        ...entries,
        ...options.loadedEverywhere.map((modulePath) => path.resolve(modulePath)),
      ]);
      for (const id of staticClosure(graph, [pageId])) {
        if (!loadedByEveryPage.has(id) && !options.keepApart(id)) captured.add(id);
      }
      // The page itself stays the lazy chunk the router imports (rolldown leaves a page moved
      // into a group without the exports that import reads).
      captured.delete(pageId);
    },
  };
  // Only what the test captures: its imports that the entry holds stay in the entry.
  const group = {
    name,
    test: (id: string) => captured.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}

function staticClosure(graph: TModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}
