/**
 * `npm run bench -- node-versions`: the illustrator, start and server benches on two Node.js
 * builds in one run, taking turns (old, new, old, new…) so a busy shared machine weighs on both
 * alike. `BENCH_NODES` lists the node binaries, colon-separated (default: the machine's
 * `/usr/bin/node` and the node running this bench); `BENCH_NODE_ROUNDS` how many turns each gets
 * (default 2); `BENCH_NODE_SUITES` which benches (default `illustrator,start,server`). The start
 * bench needs the app built (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const TSX_CLI = path.resolve("node_modules/tsx/dist/cli.mjs");

export async function benchNodeVersions(): Promise<void> {
  const nodes = (process.env.BENCH_NODES ?? `/usr/bin/node:${process.execPath}`)
    .split(":")
    .filter((binary, index, all) => binary && all.indexOf(binary) === index && existsSync(binary));
  const rounds = Number(process.env.BENCH_NODE_ROUNDS ?? 2);
  const suites = (process.env.BENCH_NODE_SUITES ?? "illustrator,start,server").split(",");
  if (nodes.length < 2) console.log(`node-versions: only one Node found (${nodes.join(", ")})`);

  for (const suite of suites) {
    for (let round = 1; round <= rounds; round++) {
      for (const node of nodes) {
        const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
        console.log(`\n=== ${suite} on Node ${version} (turn ${round} of ${rounds})`);
        const run = spawnSync(node, [TSX_CLI, "bench/run.ts", suite], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "inherit"],
          // The child's own npm scripts and tsx must find this Node first too.
          env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH ?? ""}` },
        });
        process.stdout.write(run.stdout);
        if (run.status !== 0) console.log(`(exited with ${run.status})`);
      }
    }
  }
}
