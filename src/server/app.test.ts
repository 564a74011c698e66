import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Doodle Dino</title>");
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log('hi')");
  writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {})");
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

  it("sends security headers with a same-origin content policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https?:/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBeDefined();
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("does not let a media path escape the media folder", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/..%2f..%2fetc%2fpasswd" });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
