/** Where the Fluent emoji artwork lives on disk (Node only), and reading one drawing. */
import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { OWN_ARTWORK } from "../../../illustrator/artwork/own-artwork";
import { kitSvg } from "../../../illustrator/people/kit-artwork";

let artworkDirectory: string | undefined;

/** The folder of Fluent "modern" (colour) emoji SVGs inside the installed package. */
export function fluentArtworkDirectory(): string {
  if (!artworkDirectory) {
    const packageJson = createRequire(import.meta.url).resolve("fluentui-emoji/package.json");
    artworkDirectory = join(dirname(packageJson), "icons", "modern");
  }
  return artworkDirectory;
}

/** The SVG text of one artwork (the character kit's people, our own drawings, then Fluent's), if it exists. */
export function readArtwork(id: string): string | undefined {
  const kit = kitSvg(id);
  if (kit) return kit;
  const own = OWN_ARTWORK[id];
  if (own) return own.svg;
  if (!/^[a-z0-9-]+$/.test(id)) return undefined;
  const path = join(fluentArtworkDirectory(), `${id}.svg`);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}
