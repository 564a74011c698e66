import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE } from "../src/server/lib/route-preloads";
import { measureFirstLoad } from "./first-load-budget";

describe("first-load JavaScript budget", () => {
  let webDir: string;
  beforeEach(() => {
    webDir = mkdtempSync(path.join(tmpdir(), "first-load-"));
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(path.join(webDir, "assets/main.js"), "x");
    writeFileSync(path.join(webDir, "assets/main.js.br"), Buffer.alloc(30 * 1024));
    writeFileSync(path.join(webDir, "assets/react.js"), "y");
    writeFileSync(path.join(webDir, "assets/react.js.br"), Buffer.alloc(20 * 1024));
    writeFileSync(path.join(webDir, "assets/main.css.br"), Buffer.alloc(500 * 1024));
    writeFileSync(path.join(webDir, "assets/page.js.br"), Buffer.alloc(40 * 1024));
    writeFileSync(
      path.join(webDir, ROUTE_PRELOADS_FILE),
      JSON.stringify({
        "/": ["/assets/main.js", "/assets/main.css", "/assets/react.js"],
        "/try": ["/assets/main.js", "/assets/main.css", "/assets/react.js", "/assets/page.js"],
      }),
    );
  });
  afterEach(() => rmSync(webDir, { recursive: true, force: true }));

  it("adds up each page's scripts as sent (brotli), leaving the stylesheet out", () => {
    expect(measureFirstLoad(webDir, { "/": 60, "/try": 60 })).toEqual([
      { route: "/", kilobytes: 50, budgetKilobytes: 60, overBudget: false },
      { route: "/try", kilobytes: 90, budgetKilobytes: 60, overBudget: true },
    ]);
  });

  it("measures a script the build left uncompressed by compressing it", () => {
    writeFileSync(path.join(webDir, "assets/tiny.js"), "export const a = 1;");
    writeFileSync(
      path.join(webDir, ROUTE_PRELOADS_FILE),
      JSON.stringify({ "/": ["/assets/tiny.js"] }),
    );
    const [load] = measureFirstLoad(webDir, { "/": 1 });
    expect(load?.kilobytes).toBeLessThan(0.1);
    expect(load?.overBudget).toBe(false);
  });

  it("refuses a build without the list, or a page it does not name", () => {
    expect(() => measureFirstLoad(webDir, { "/about": 100 })).toThrow(/names no files for \/about/);
    rmSync(path.join(webDir, ROUTE_PRELOADS_FILE));
    expect(() => measureFirstLoad(webDir)).toThrow(/run npm run build first/);
  });
});
