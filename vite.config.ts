import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { artworkPack } from "./scripts/artwork-pack-plugin";
import { fontPreload } from "./scripts/font-preload-plugin";
import { i18nCatalogs } from "./scripts/i18n-catalog-plugin";
import { routePreloads } from "./scripts/route-preloads-plugin";
import { serviceWorker } from "./scripts/service-worker-plugin";

const apiServer = "http://localhost:5000";
const zodWithoutEval = fileURLToPath(new URL("./src/web/lib/zod-without-eval.ts", import.meta.url));

export default defineConfig({
  plugins: [
    i18nCatalogs(),
    react(),
    tailwindcss(),
    artworkPack(fileURLToPath(new URL("./src/illustrator", import.meta.url))),
    serviceWorker(),
    fontPreload(),
    // The server names the entry's files in these pages' answers, so they download at once.
    routePreloads(["/", "/try"]),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // React 19 has useSyncExternalStore: the fallback for older Reacts that @lingui/react and
      // wouter import is not needed.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "react" },
      {
        find: /^zod$/,
        replacement: zodWithoutEval,
      },
    ],
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    // Emoji artwork stays in files of its own, fetched when a picture of it shows, rather than
    // inlined into the entry script every page waits for.
    assetsInlineLimit: (filePath) => (filePath.includes("fluentui-emoji") ? false : undefined),
  },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/media": { target: apiServer, changeOrigin: false },
    },
  },
});
