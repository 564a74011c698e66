// Bundles the server (and the shared/illustrator code it imports) into dist/server/main.js and the
// drawing thread into dist/server/draw-worker.js (started by the pooled illustrator) and the book
// thread into dist/server/book-worker.js (started by the book press). The code they all
// use, and the app that main.js loads while the database starts, go into chunks beside them. npm
// packages stay external and load from node_modules, except those bundled below. Then sets up the
// PGlite data folder a new DATA_DIR starts from (dist/db-template).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { build } from "esbuild";

/**
 * Packages bundled in rather than loaded from node_modules. Node 24 reads a package's whole
 * package.json again for each of its files that it loads: drizzle-orm's is 179 KB and the server
 * loads over a hundred of its files, which cost 1.1 s and 200 MB of garbage at every start
 * (docs/benchmarks.md, "Start-up by part").
 */
const BUNDLED_PACKAGES = /^drizzle-orm(\/|$)/;

/** Every other npm package stays external, as esbuild's `packages: "external"` would keep it. */
const externalPackagesBut = (bundled) => ({
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      bundled.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
});

// Chunk names change with their content: start clean so no stale chunk is left beside the new.
rmSync("dist/server", { recursive: true, force: true });

await build({
  entryPoints: {
    main: "src/server/main.ts",
    "draw-worker": "src/server/providers/images/draw-worker.ts",
    "book-worker": "src/server/stories/book-pdf/book-worker.ts",
    "build-db-template": "src/server/db/build-db-template.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  splitting: true,
  plugins: [externalPackagesBut(BUNDLED_PACKAGES)],
  sourcemap: true,
  logLevel: "warning",
});

execFileSync(process.execPath, ["dist/server/build-db-template.js"], { stdio: "inherit" });
