import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiServer = "http://localhost:5000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { outDir: "dist/web", emptyOutDir: true },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/media": { target: apiServer, changeOrigin: false },
    },
  },
});
