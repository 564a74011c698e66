/**
 * Compiles the translation catalogs (`src/web/i18n/catalogs/<language>/<area>.json`, ICU messages)
 * while building, so the browser gets Lingui's ready-to-run form and never the ICU parser (6 KB).
 * The compiled catalog is still JSON, so Vite's own JSON handling makes it a module as before.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const CATALOG_FILE = /[\\/]src[\\/]web[\\/]i18n[\\/]catalogs[\\/][a-z]{2}[\\/][\w-]+\.json$/;

export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
  );
}

export function i18nCatalogs(): Plugin {
  return {
    name: "doodle-i18n-catalogs",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split("?")[0] ?? "")) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code))), map: null };
    },
  };
}
