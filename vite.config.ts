import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { artworkPack } from "./scripts/artwork-pack-plugin";
import { serviceWorker } from "./scripts/service-worker-plugin";

const apiServer = "http://localhost:5000";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    artworkPack(fileURLToPath(new URL("./src/illustrator", import.meta.url))),
    serviceWorker(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: "dist/web", emptyOutDir: true },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/media": { target: apiServer, changeOrigin: false },
    },
  },
});
