import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * What the server loads before it answers its first health check: `main.ts`'s imports and, since
 * it waits for it, the app's (`import("./app")`), but no other `import()`. Packages a deployment
 * may never use load at first use (docs/benchmarks.md, "Start-up by part").
 */
const LOADED_AT_FIRST_USE = [
  "pdf-lib",
  "@pdf-lib/fontkit",
  "@breezystack/lamejs",
  "compromise",
  "@aws-sdk/client-s3",
  "pg-boss",
  "pg",
  "nodemailer",
];
const MAIN = "src/server/main.ts";
const APP = "src/server/app.ts";

let loadedAtStart: Set<string>;

beforeAll(async () => {
  const { metafile } = await build({
    entryPoints: [MAIN],
    bundle: true,
    platform: "node",
    format: "esm",
    splitting: true,
    outdir: "unused",
    write: false,
    packages: "external",
    metafile: true,
    logLevel: "silent",
  });
  loadedAtStart = staticImportsOf(metafile);
});

function staticImportsOf(metafile: Metafile): Set<string> {
  const seen = new Set([MAIN]);
  const waiting = [MAIN];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      const atStart = imported.kind !== "dynamic-import" || imported.path === APP;
      if (atStart && !seen.has(imported.path)) {
        seen.add(imported.path);
        waiting.push(imported.path);
      }
    }
  }
  return seen;
}

const packageOf = (path: string) => /^(@[^/]+\/[^/]+|[^/]+)/.exec(path)?.[1] ?? path;

describe("the server's start", () => {
  it("loads the app itself (the walk follows main.ts's import of it)", () => {
    expect(loadedAtStart).toContain(APP);
    expect([...loadedAtStart].map(packageOf)).toContain("fastify");
  });

  it("leaves the PDF, audio, storyteller, S3, job queue and mail packages for first use", () => {
    const packages = new Set([...loadedAtStart].map(packageOf));
    expect(LOADED_AT_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
  });
});
