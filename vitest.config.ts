import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    // Components find their English words at once, as the app's start would give them.
    setupFiles: ["src/web/i18n/english-for-tests.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
