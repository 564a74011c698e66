import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REMOVED_MEDIA_HEADER } from "@/shared/contracts/removed-media";
import {
  CURRENT_USER_PATH,
  forgetLastKnownUser,
  KEPT_ANSWERS_CACHE,
  PICTURES_CACHE,
} from "@/web/features/offline/kept-answers";
import { apiRequest } from "./api";
import { forgetFamilyCaches } from "./device-caches";

/** The page's origin in these tests: Cache Storage keeps absolute URLs. */
const ORIGIN = "https://dino.test";
const PRECACHE = `workbox-precache-v2-${ORIGIN}/`;
const absolute = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;

/** Cache Storage as much as the page uses of it: named caches of URL → answer. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(absolute(request))?.clone();
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(absolute(request));
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(absolute(request), response);
  }
}

class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();
  async keys() {
    return [...this.named.keys()];
  }
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  /** The paths a cache holds. */
  paths(name: string) {
    return [...(this.named.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname);
  }
}

const FACE = "/media/face-aaaaaaaaaaaaaaaaaaaaaaaa.png";
const PICTURE = "/media/pict-aaaaaaaaaaaaaaaaaaaaaaaa.png";
const THUMBNAIL = "/media/pict-aaaaaaaaaaaaaaaaaaaaaaaa.webp";
const OTHER = "/media/kept-aaaaaaaaaaaaaaaaaaaaaaaa.png";

let storage: FakeCacheStorage;

beforeEach(async () => {
  storage = new FakeCacheStorage();
  vi.stubGlobal("caches", storage);
  const keep = async (cacheName: string, path: string, body = "bytes") =>
    (await storage.open(cacheName)).put(path, new Response(body));
  await keep(PRECACHE, "/index.html");
  for (const path of [FACE, PICTURE, THUMBNAIL, OTHER]) await keep(PICTURES_CACHE, path);
  // A cache some later worker version might add: forgetting goes through every cache.
  await keep("some-other-runtime-cache", PICTURE);
  await keep(KEPT_ANSWERS_CACHE, "/api/images", JSON.stringify([{ imageUrl: PICTURE }]));
  await keep(KEPT_ANSWERS_CACHE, "/api/stories", JSON.stringify([{ imageUrl: OTHER }]));
  await keep(KEPT_ANSWERS_CACHE, CURRENT_USER_PATH, JSON.stringify({ username: "ada" }));
});
afterEach(() => vi.unstubAllGlobals());

const answering = (headers: Record<string, string>, status = 204) =>
  vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status, headers })));

describe("a call that removed media", () => {
  it("has every cache on the device forget those files, and kept answers that name them", async () => {
    answering({ [REMOVED_MEDIA_HEADER]: `${PICTURE}, ${THUMBNAIL}` });
    await apiRequest("DELETE", "/api/images/1");
    expect(storage.paths(PICTURES_CACHE)).toEqual([FACE, OTHER]);
    expect(storage.paths("some-other-runtime-cache")).toEqual([]);
    // The kept gallery named the picture: asked again next time. Who is signed in stays.
    expect(storage.paths(KEPT_ANSWERS_CACHE)).toEqual(["/api/stories", CURRENT_USER_PATH]);
    expect(storage.paths(PRECACHE)).toEqual(["/index.html"]);

    answering({ [REMOVED_MEDIA_HEADER]: FACE });
    await apiRequest("DELETE", "/api/face-photos/1");
    expect(storage.paths(PICTURES_CACHE)).toEqual([OTHER]);
  });

  it("forgets them even when the call then failed", async () => {
    answering({ [REMOVED_MEDIA_HEADER]: FACE }, 500);
    await expect(apiRequest("DELETE", "/api/face-photos/1")).rejects.toThrow();
    expect(storage.paths(PICTURES_CACHE)).not.toContain(FACE);
  });

  it("forgets every kept media file when the header says *", async () => {
    answering({ [REMOVED_MEDIA_HEADER]: "*" });
    await apiRequest("DELETE", "/api/stories/1");
    expect(storage.paths(PICTURES_CACHE)).toEqual([]);
    expect(storage.paths(KEPT_ANSWERS_CACHE)).toEqual([CURRENT_USER_PATH]);
    expect(storage.paths(PRECACHE)).toEqual(["/index.html"]);
  });

  it("leaves the caches alone after a call that removed nothing", async () => {
    answering({});
    await apiRequest("DELETE", "/api/contacts/1");
    expect(storage.paths(PICTURES_CACHE)).toEqual([FACE, PICTURE, THUMBNAIL, OTHER]);
    expect(storage.paths(KEPT_ANSWERS_CACHE)).toHaveLength(3);
  });
});

describe("leaving the account", () => {
  it("forgets every cache but the app shell", async () => {
    await forgetFamilyCaches();
    expect(await storage.keys()).toEqual([PRECACHE]);
  });

  it("when the server says the family signed out elsewhere, forgets the family's caches", async () => {
    await forgetLastKnownUser();
    expect(await storage.keys()).toEqual([PRECACHE]);
  });

  it("keeps a visitor's pictures when nobody was signed in here", async () => {
    await (await storage.open(KEPT_ANSWERS_CACHE)).delete(CURRENT_USER_PATH);
    await forgetLastKnownUser();
    expect(storage.paths(PICTURES_CACHE)).toHaveLength(4);
  });
});
