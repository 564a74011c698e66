import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZImage } from "../../shared/contracts/images";
import { createSignedInUser, type Send } from "../test/account-factory";
import { startS3TestServer } from "../test/s3-test-server";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";
import type { MediaStore } from "./media-store";
import { openMediaStore } from "./open-media-store";
import { ORPHAN_MIN_AGE_MS, sweepOrphanMedia } from "./sweep-orphan-media";

beforeAll(prepareTestDatabase);

const nameOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

const makePicture = async (send: Send, description: string) => {
  const response = await send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description },
  });
  expect(response.statusCode).toBe(201);
  return ZImage.parse(response.json());
};

async function allNames(store: MediaStore): Promise<string[]> {
  const names: string[] = [];
  for await (const file of store.list()) names.push(file.name);
  return names.sort();
}

/** The same guarantees whichever store MEDIA_STORE names. */
describe.each([["local"], ["s3"]])("media kept in the %s store", (kind) => {
  let t: TestApp;
  let store: MediaStore & { close?: () => Promise<void> };
  let s3: Awaited<ReturnType<typeof startS3TestServer>> | null = null;

  beforeAll(async () => {
    s3 = kind === "s3" ? await startS3TestServer() : null;
    t = await createTestApp({ env: { TRIAL_IMAGES: "50", ...s3?.env } });
    store = await openMediaStore(t.config);
    expect(store.kind).toBe(kind === "s3" ? "s3" : "folder");
  });
  afterAll(async () => {
    await store?.close?.();
    await t?.close();
    await s3?.close();
  });

  it("saves, reads, lists and removes files, and ignores names that are not media", async () => {
    const name = await store.save(Buffer.from("tune bytes"), "mp3");
    expect(name).toMatch(/^[A-Za-z0-9_-]{24}\.mp3$/);
    expect((await store.read(name))?.toString()).toBe("tune bytes");
    expect(await allNames(store)).toContain(name);
    expect(await store.read("a".repeat(24) + ".mp3")).toBeNull();
    expect(await store.read("../secrets.png")).toBeNull();
    await store.remove(name, null, undefined, "../../etc/passwd");
    expect(await store.read(name)).toBeNull();
    expect(await allNames(store)).not.toContain(name);
  });

  it("serves a picture at its /media URL with caching headers, revalidation and ranges", async () => {
    const send = browser(t.app, "198.51.100.40");
    const image = await makePicture(send, "a red kite");
    const png = await send({ method: "GET", url: image.imageUrl });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["cache-control"]).toBe("private, no-cache");
    expect(png.headers.etag).toEqual(expect.any(String));
    expect(png.headers["last-modified"]).toEqual(expect.any(String));
    expect(Buffer.from(png.rawPayload.subarray(1, 4)).toString()).toBe("PNG");
    expect(png.rawPayload.equals((await store.read(nameOf(image.imageUrl)))!)).toBe(true);

    const revalidated = await send({
      method: "GET",
      url: image.imageUrl,
      headers: { "if-none-match": String(png.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    const part = await send({
      method: "GET",
      url: image.imageUrl,
      headers: { range: "bytes=0-99" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${png.rawPayload.length}`);
    expect(part.rawPayload.equals(png.rawPayload.subarray(0, 100))).toBe(true);

    const head = await t.app.inject({ method: "HEAD", url: image.imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/png");

    const thumbnail = await send({ method: "GET", url: image.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/webp");

    const missing = await send({ method: "GET", url: `/media/${"b".repeat(24)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/Nothing here/);
  });

  it("deletes a picture's files with the picture", async () => {
    const send = browser(t.app, "198.51.100.41");
    const image = await makePicture(send, "a blue boat");
    const files = [nameOf(image.imageUrl), nameOf(image.thumbnailUrl)];
    expect(await store.read(files[0]!)).not.toBeNull();
    expect((await send({ method: "DELETE", url: `/api/images/${image.id}` })).statusCode).toBe(204);
    for (const file of files) expect(await store.read(file)).toBeNull();
    expect((await send({ method: "GET", url: image.imageUrl })).statusCode).toBe(404);
  });

  it("sweeps old files no row names, and keeps every named one", async () => {
    const send = browser(t.app, "198.51.100.42");
    const image = await makePicture(send, "a green frog");
    const orphan = await store.save(Buffer.from("left by a crash"), "png");
    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);
    expect(await sweepOrphanMedia(t.db, store, new Date())).toBe(0);
    expect(await sweepOrphanMedia(t.db, store, later)).toBeGreaterThanOrEqual(1);
    expect(await store.read(orphan)).toBeNull();
    expect(await store.read(nameOf(image.imageUrl))).not.toBeNull();
    expect(await store.read(nameOf(image.thumbnailUrl))).not.toBeNull();
  });

  it("puts the family's pictures in their export, and deletes them with the account", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "198.51.100.43" });
    const image = await makePicture(send, "a yellow sun");
    const exported = await send({ method: "GET", url: "/api/account/export" });
    expect(exported.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    const png = entries[`pictures/${image.id}.png`];
    expect(png && Buffer.from(png).equals((await store.read(nameOf(image.imageUrl)))!)).toBe(true);
    expect(strFromU8(entries["data.json"]!)).toContain(image.id);

    const deleted = await send({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE" },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await store.read(nameOf(image.imageUrl))).toBeNull();
    expect(await store.read(nameOf(image.thumbnailUrl))).toBeNull();
  });
});
