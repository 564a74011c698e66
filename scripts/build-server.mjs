// Bundles the server (and the shared/illustrator code it imports) into dist/server/main.js, and
// the drawing thread beside it (dist/server/draw-worker.js, started by the pooled illustrator).
// npm packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "src/server/main.ts",
    "draw-worker": "src/server/providers/images/draw-worker.ts",
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
