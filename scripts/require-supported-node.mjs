// Stops `npm install` and `npm start` on a Node.js older than package.json's "engines" asks,
// with words a person can act on, instead of a strange failure later.
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = /(\d+)\.(\d+)/.exec(engines.node);
const [major, minor] = process.versions.node.split(".").map(Number);
const [wantedMajor, wantedMinor] = [Number(wanted[1]), Number(wanted[2])];

if (major < wantedMajor || (major === wantedMajor && minor < wantedMinor)) {
  console.error(
    `Doodle Dino needs Node.js ${wantedMajor}.${wantedMinor} or newer (the Node 24 LTS line); ` +
      `this is Node.js ${process.versions.node}. Install Node 24 LTS and run the command again.`,
  );
  process.exit(1);
}
