import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressWebApp } from "../../scripts/precompress-web";
import { ROUTE_PRELOADS_FILE } from "./lib/route-preloads";
import { createTestApp, type TestApp } from "./test/test-app";

const SCRIPT = `console.log(${JSON.stringify("a dino draws ".repeat(200))});`;
const PAGE = `<!doctype html><title>Doodle Dino</title><p>${"Say an idea. ".repeat(100)}</p>`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), PAGE);
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), SCRIPT);
  writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {})");
  writeFileSync(path.join(webDir, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(
    path.join(webDir, ROUTE_PRELOADS_FILE),
    JSON.stringify({
      "/try": ["/assets/main-abc123.js", "/assets/main-abc123.css", "/assets/page.js"],
    }),
  );
  writeFileSync(path.join(webDir, ".env"), "SECRET=never-sent");
  precompressWebApp(webDir);
  t = await createTestApp({ env: { WEB_DIR: webDir } });
});
afterAll(() => t.close());

describe("the app shell", () => {
  it("answers health once the database is ready", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Nothing here: GET /api/nothing-here" });
  });

  it("serves /sw.js for the whole site, revalidated on every visit", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["service-worker-allowed"]).toBe("/");
    const asset = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(asset.headers["service-worker-allowed"]).toBeUndefined();
  });

  it("serves index.html for app routes, uncached, and hashed assets for a year", async () => {
    for (const route of ["/", "/try", "/about", "/some/unknown/page"]) {
      const response = await t.app.inject({ method: "GET", url: route });
      expect(response.statusCode, route).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("Doodle Dino");
    }
    const asset = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("names a page's own code in a Link header so it downloads with the entry's", async () => {
    const page = await t.app.inject({ method: "GET", url: "/try?from=home" });
    expect(page.headers.link).toBe(
      "</assets/main-abc123.js>; rel=modulepreload, </assets/main-abc123.css>; rel=preload; as=style; crossorigin, </assets/page.js>; rel=modulepreload",
    );
    for (const route of ["/", "/about"]) {
      const other = await t.app.inject({ method: "GET", url: route });
      expect(other.headers.link, route).toBeUndefined();
    }
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, varying on it", async () => {
    const asset = (acceptEncoding?: string) =>
      t.app.inject({
        method: "GET",
        url: "/assets/main-abc123.js",
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
    const br = await asset("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await asset("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await asset();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends index.html compressed but never cached", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: "/try",
      headers: { "accept-encoding": "br" },
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
  });

  it("answers /robots.txt with the file, and a missing asset with a 404 rather than the page", async () => {
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain("User-agent: *");
    const missing = await t.app.inject({ method: "GET", url: "/assets/gone-old123.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Nothing here: GET /assets/gone-old123.js" });
  });

  it("answers a folder or a dot file in the build as a page or a 404, never with its contents", async () => {
    const assetsFolder = await t.app.inject({ method: "GET", url: "/assets/" });
    expect(assetsFolder.statusCode).toBe(404);
    const dotFile = await t.app.inject({ method: "GET", url: "/.env" });
    expect(dotFile.body).not.toContain("never-sent");
    expect(dotFile.headers["content-type"]).toContain("text/html");
    expect(dotFile.statusCode).toBe(404);
  });

  it.each(["/backup.sql", "/try.bak", "/stories/index.php", "/wp-login.php"])(
    "answers %s, which names a file, with the app's not-found screen and a 404 status",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
    },
  );

  it.each(["/try", "/story-book", "/no-such-page"])(
    "answers the page %s with the app (its own router shows a not-found screen)",
    async (url) => {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    },
  );

  it("sends security headers with a same-origin content policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    const permissions = String(response.headers["permissions-policy"]);
    expect(permissions).toContain("camera=(self)");
    expect(permissions).toContain("microphone=(self)");
    expect(permissions).toContain("geolocation=()");
    expect(permissions).toContain("payment=()");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("does not let a media path escape the media folder", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/..%2f..%2fetc%2fpasswd" });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
