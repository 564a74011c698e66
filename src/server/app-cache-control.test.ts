import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZImage } from "../shared/contracts/images";
import { ZGeneratedStory, ZStory } from "../shared/contracts/stories";
import { BUILTIN_TUNE_PATH } from "./sound-effects/routes";
import { FREESOUND_PREVIEW_PATH } from "./providers/music/freesound-music-provider";
import type { ImageProvider } from "./providers/images/image-provider";
import { PRIVATE_NO_STORE, PRIVATE_REVALIDATE, PUBLIC_FOR_A_DAY } from "./lib/cache-control";
import { createSignedInUser, type Send } from "./test/account-factory";
import { basicAuth } from "./test/admin-factory";
import { sampleUrl } from "./test/state-changing-routes";
import { browser, createTestApp, type TestApp } from "./test/test-app";

/**
 * Every GET route in Fastify's route table under /api and /media — those added later too, found
 * through `onRoute` — is asked by a visitor and by a signed-in family (and the admin routes by
 * the admin), and every answer, a 200, a 401, a 404 or a redirect, must say how long it may be
 * kept: `private, no-store`; `private, no-cache` only with a validator to revalidate by (the
 * gallery's poll, media files); `public` only for the few answers that are the same bytes for
 * everyone. A new route that sets nothing is covered by the default (`lib/cache-control.ts`); one
 * that sets something weaker fails here.
 */

const ADMIN = { username: "cache-admin", password: "cache-admin-password-1" };
/** The same bytes for everyone, never a family's: may be kept by anyone, for a day. */
const PUBLIC_ROUTES = new Set([BUILTIN_TUNE_PATH, `${FREESOUND_PREVIEW_PATH}/:id`]);
/** Media files: kept by the browser only, and asked again at every use (serve-media.ts). */
const isMediaRoute = (url: string) => url.startsWith("/media/");
const STORY = "A purple dragon lived in a big castle. The dragon found a red ball.";
/** A 1×1 PNG: drawing is not what is under test here, the answers' headers are. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const quickIllustrator: ImageProvider = {
  name: "cache-control",
  generate: async () => ({
    png: TINY_PNG,
    thumbnail: TINY_PNG,
    thumbnailContentType: "image/png",
    detectedObjects: [],
    engine: "builtin",
    provider: "cache-control",
  }),
};

const routes: Array<{ method: string; url: string }> = [];
let t: TestApp;
let webDir: string;
let family: { send: Send; user: { id: string } };
let picture: { id: string; imageUrl: string };
let storyId: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-cache-web-"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Doodle Dino</title>");
  t = await createTestApp({
    env: { WEB_DIR: webDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    imageProvider: quickIllustrator,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method, url: route.url });
    },
  });
  family = await createSignedInUser(t);
  const made = await family.send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description: "a red car" },
  });
  expect(made.statusCode, made.body).toBe(201);
  picture = ZImage.parse(made.json());
  const story = await family.send({
    method: "POST",
    url: "/api/stories/generate",
    payload: { title: "The Red Ball", story: STORY },
  });
  expect(story.statusCode, story.body).toBe(201);
  const saved = await family.send({
    method: "POST",
    url: "/api/stories",
    payload: {
      title: "The Red Ball",
      content: STORY,
      scenes: ZGeneratedStory.parse(story.json()).scenes.map(
        ({ sceneNumber, scene, imageUrl }) => ({ sceneNumber, description: scene, imageUrl }),
      ),
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  storyId = ZStory.parse(saved.json()).id;
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The address a route is asked at: the family's own things where it names one. */
function urlFor(route: string): string {
  const own: Record<string, string> = {
    "/api/images/:id": `/api/images/${picture.id}`,
    "/api/stories/:id/recordings": `/api/stories/${storyId}/recordings`,
    "/api/stories/:id/book.pdf": `/api/stories/${storyId}/book.pdf`,
    "/api/admin/users/:id/statistics": `/api/admin/users/${family.user.id}/statistics`,
    "/api/sound-effects/search": "/api/sound-effects/search?query=dog",
    "/media/*": picture.imageUrl,
    "/media/:fileName": picture.imageUrl,
  };
  return own[route] ?? sampleUrl(route);
}

/** What is wrong with an answer's caching headers, if anything. */
function cachingFault(route: string, answer: LightMyRequestResponse): string | null {
  const cacheControl = answer.headers["cache-control"];
  if (PUBLIC_ROUTES.has(route) && answer.statusCode === 200) {
    return cacheControl === PUBLIC_FOR_A_DAY ? null : `public sound sent ${cacheControl}`;
  }
  if (cacheControl === PRIVATE_NO_STORE) return null;
  if (cacheControl === PRIVATE_REVALIDATE) {
    const hasValidator = answer.headers.etag !== undefined;
    const ownValidator = !isMediaRoute(route) || answer.headers["last-modified"] !== undefined;
    return hasValidator && ownValidator ? null : `${cacheControl} with nothing to revalidate by`;
  }
  return `Cache-Control ${cacheControl ?? "(none)"}`;
}

describe("every GET answer says how long it may be kept", () => {
  it("is private, no-store unless it is a revalidated poll, a media file or a public sound", async () => {
    const asked = routes
      .filter(({ method }) => method === "GET")
      .map(({ url }) => url)
      .filter((url) => url.startsWith("/api/") || isMediaRoute(url));
    // The four the issue found (no Cache-Control, or a bare no-cache) are among them.
    expect(asked).toEqual(
      expect.arrayContaining([
        "/api/images/:id",
        "/api/greeting-cards/undelivered",
        "/api/images/engine",
        "/api/trial",
      ]),
    );
    expect(asked.length).toBeGreaterThan(30);
    expect(asked.some(isMediaRoute)).toBe(true);

    const visitor = browser(t.app, "203.0.113.90");
    const admin: Send = (request) =>
      visitor({ ...request, headers: basicAuth(ADMIN.username, ADMIN.password) });
    const faults: string[] = [];
    const statuses = new Map<string, number>();
    for (const route of asked) {
      const askers: Array<[string, Send]> = [
        ["a visitor", visitor],
        ["the family", family.send],
        ...(route.startsWith("/api/admin/")
          ? ([["the admin", admin]] as Array<[string, Send]>)
          : []),
      ];
      for (const [who, send] of askers) {
        const answer = await send({ method: "GET", url: urlFor(route) });
        statuses.set(`${who} ${route}`, answer.statusCode);
        const fault = cachingFault(route, answer);
        if (fault) faults.push(`GET ${route} (${who}, ${answer.statusCode}): ${fault}`);
      }
    }
    expect(faults).toEqual([]);

    // The family's real answers were among those checked, not only refusals.
    for (const route of [
      "/api/images",
      "/api/images/:id",
      "/api/images/engine",
      "/api/trial",
      "/api/greeting-cards/undelivered",
      "/api/stories",
      "/api/stories/:id/recordings",
      "/api/stories/:id/book.pdf",
      "/api/auth/user",
      "/api/account/export",
      "/api/face-photos",
      BUILTIN_TUNE_PATH,
    ]) {
      expect(statuses.get(`the family ${route}`), route).toBe(200);
    }
    expect(statuses.get("the admin /api/admin/users")).toBe(200);
    expect([...statuses.values()].filter((status) => status === 200).length).toBeGreaterThan(30);
    // Still signed in: no route asked signed the family out.
    expect((await family.send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
  }, 180_000);

  it("revalidates the gallery and media by their validators: a 304 stays private", async () => {
    const gallery = await family.send({ method: "GET", url: "/api/images" });
    expect(gallery.headers["cache-control"]).toBe(PRIVATE_REVALIDATE);
    const polled = await family.send({
      method: "GET",
      url: "/api/images",
      headers: { "if-none-match": String(gallery.headers.etag) },
    });
    expect(polled.statusCode).toBe(304);
    expect(polled.headers["cache-control"]).toBe(PRIVATE_REVALIDATE);

    const file = await family.send({ method: "GET", url: picture.imageUrl });
    expect(file.headers["cache-control"]).toBe(PRIVATE_REVALIDATE);
    const again = await family.send({
      method: "GET",
      url: picture.imageUrl,
      headers: { "if-none-match": String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe(PRIVATE_REVALIDATE);
  });

  it("keeps every write's answer, refusals and the unknown out of every cache too", async () => {
    const visitor = browser(t.app, "203.0.113.91");
    for (const [method, url] of [
      ["POST", "/api/auth/login"],
      ["DELETE", `/api/images/${picture.id}x`],
      ["GET", "/api/no-such-thing"],
      ["GET", "/media/no-such-file.png"],
    ] as const) {
      const answer = await visitor({ method, url, payload: method === "POST" ? {} : undefined });
      expect(answer.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(answer.headers["cache-control"], `${method} ${url}`).toBe(PRIVATE_NO_STORE);
    }
  });
});
