// Bundles the server (and the shared/illustrator code it imports) into dist/server/main.js, and
// the drawing thread beside it (dist/server/draw-worker.js, started by the pooled illustrator).
// npm packages stay external and load from node_modules. Then sets up the PGlite data folder a
// new DATA_DIR starts from (dist/db-template).
import { execFileSync } from "node:child_process";
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/server/main.ts",
    "draw-worker": "src/server/providers/images/draw-worker.ts",
    "build-db-template": "src/server/db/build-db-template.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

execFileSync(process.execPath, ["dist/server/build-db-template.js"], { stdio: "inherit" });
