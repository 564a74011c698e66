/**
 * Keeps the first load light: the JavaScript a browser downloads before `/` or `/try` can show
 * (the entry and the chunks it imports, as `route-preloads.json` of the build names them) must stay
 * under a budget, counted as sent (the build's brotli copy). Run by CI after the build:
 * `npm run size`; it prints each page's figure and fails with it when a page is over.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { ROUTE_PRELOADS_FILE } from "../src/server/lib/route-preloads";

/** The pages a family lands on first, and the most their first load's JavaScript may weigh. */
export const FIRST_LOAD_BUDGET_KB: Readonly<Record<string, number>> = { "/": 100, "/try": 100 };

export interface TFirstLoad {
  route: string;
  kilobytes: number;
  budgetKilobytes: number;
  overBudget: boolean;
}

export function measureFirstLoad(
  webDir: string,
  budgets: Readonly<Record<string, number>> = FIRST_LOAD_BUDGET_KB,
): TFirstLoad[] {
  const listFile = path.join(webDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) throw new Error(`${listFile} is missing: run npm run build first`);
  const preloads = JSON.parse(readFileSync(listFile, "utf8")) as Record<string, string[]>;
  return Object.entries(budgets).map(([route, budgetKilobytes]) => {
    const files = preloads[route];
    if (!files) throw new Error(`${ROUTE_PRELOADS_FILE} names no files for ${route}`);
    const bytes = files
      .filter((url) => url.endsWith(".js"))
      .reduce((sum, url) => sum + sentBytes(path.join(webDir, url)), 0);
    const kilobytes = Math.round((bytes / 1024) * 10) / 10;
    return { route, kilobytes, budgetKilobytes, overBudget: kilobytes > budgetKilobytes };
  });
}

/** The brotli copy's size when the build wrote one (a small file is sent as it is). */
function sentBytes(file: string): number {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (!existsSync(file)) throw new Error(`${file} is named in ${ROUTE_PRELOADS_FILE} but missing`);
  const content = readFileSync(file);
  return Math.min(content.length, brotliCompressSync(content).length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const loads = measureFirstLoad(process.argv[2] ?? "dist/web");
  for (const load of loads) {
    console.log(
      `${load.overBudget ? "OVER BUDGET" : "ok"}: first-load JavaScript of ${load.route} is ${load.kilobytes} KB brotli (budget ${load.budgetKilobytes} KB)`,
    );
  }
  if (loads.some((load) => load.overBudget)) process.exit(1);
}
