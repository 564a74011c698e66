import { defineConfig } from "vitest/config";

// `npm run test:two-servers`: the built app as many families run it (scale/two-servers.test.ts).
export default defineConfig({
  test: {
    include: ["scale/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
