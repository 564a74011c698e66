/**
 * Builds the artwork the browser needs to draw offline: one JSON file of every drawing the
 * illustrator names in its own source (its nouns, scenery and decorations), emitted as a hashed
 * asset so the service worker precaches it and the browser keeps it for good.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import artworkIndex from "../src/illustrator/artwork/artwork-index.json";
import { readArtwork } from "../src/server/providers/images/fluent-artwork-files";

const MODULE_ID = "virtual:artwork-pack-url";
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_URL = "/artwork-pack.json";

/** Artwork ids quoted anywhere in the illustrator's (non-test) source. */
export function illustratorArtworkIds(illustratorDir: string): string[] {
  const known = new Set(Object.keys(artworkIndex.artworks));
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (file.endsWith(".ts") && !file.endsWith(".test.ts")) {
        for (const match of readFileSync(file, "utf8").matchAll(/"([a-z0-9-]+)"/g)) {
          if (match[1] && known.has(match[1])) found.add(match[1]);
        }
      }
    }
  };
  visit(illustratorDir);
  return [...found].sort();
}

/** `{ id: svgText }` for those drawings. */
export function buildArtworkPack(illustratorDir: string): string {
  const pack: Record<string, string> = {};
  for (const id of illustratorArtworkIds(illustratorDir)) {
    const svg = readArtwork(id);
    if (svg) pack[id] = svg;
  }
  return JSON.stringify(pack);
}

export function artworkPack(illustratorDir: string): Plugin {
  let isBuild = false;
  let devPack: string | undefined;
  return {
    name: "doodle-dino-artwork-pack",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild) return `export default ${JSON.stringify(DEV_URL)};`;
      const reference = this.emitFile({
        type: "asset",
        name: "artwork-pack.json",
        source: buildArtworkPack(illustratorDir),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_request, response) => {
        devPack ??= buildArtworkPack(illustratorDir);
        response.setHeader("Content-Type", "application/json");
        response.end(devPack);
      });
    },
  };
}
