import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY_CURSOR_MESSAGE, GALLERY_PAGE_SIZE } from "../../shared/contracts/gallery-pages";
import { ZImageList, type TGalleryImage } from "../../shared/contracts/images";
import { generatedImages } from "../db/schema";
import { browser, createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Send = ReturnType<typeof browser>;

/** A visitor with one real picture, and `count` more written straight into the table. */
async function visitorWithPictures(address: string, count: number) {
  const send = browser(t.app, address);
  const made = await send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description: "a red kite" },
  });
  expect(made.statusCode).toBe(201);
  const [{ visitorId } = { visitorId: null }] = await t.db
    .select({ visitorId: generatedImages.visitorId })
    .from(generatedImages)
    .where(eq(generatedImages.id, made.json<{ id: string }>().id));
  // Pictures microseconds apart, and every third at the same time as the one before: pages must
  // still split them exactly, and in one total order.
  const rows = Array.from({ length: count }, (_, index) => ({
    visitorId,
    description: `picture ${index}`,
    imageFile: `${address}-${index}.png`,
    thumbnailFile: `${address}-${index}.webp`,
    provider: "builtin",
    createdAt: sql<Date>`timestamptz '2026-01-01 00:00:00+00' + ${Math.floor((index * 2) / 3)}::int * interval '1 microsecond'`,
  }));
  await t.db.insert(generatedImages).values(rows);
  await t.db.insert(generatedImages).values({
    ...rows[0]!,
    description: "a story scene",
    imageFile: `${address}-scene.png`,
    isStoryScene: true,
  });
  return send;
}

const nextLink = (link: unknown) =>
  /^<(\/api\/images\?before=[^>]+)>; rel="next"$/.exec(String(link ?? ""))?.[1];

/** Every page from the newest, following the Link each answer gives. */
async function allPages(send: Send) {
  const pages: Array<{ pictures: TGalleryImage[]; total: string }> = [];
  for (let url: string | undefined = "/api/images"; url;) {
    const response = await send({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    pages.push({
      pictures: ZImageList.parse(response.json()),
      total: String(response.headers["x-total-count"]),
    });
    url = nextLink(response.headers.link);
  }
  return pages;
}

describe("GET /api/images in pages", () => {
  it("walks a big gallery newest first, each picture once, with its true total", async () => {
    const send = await visitorWithPictures("198.51.100.21", 2 * GALLERY_PAGE_SIZE + 10);
    await visitorWithPictures("198.51.100.22", 5);

    const pages = await allPages(send);
    expect(pages.map((page) => page.pictures.length)).toEqual([
      GALLERY_PAGE_SIZE,
      GALLERY_PAGE_SIZE,
      11,
    ]);
    expect(new Set(pages.map((page) => page.total))).toEqual(
      new Set([`${2 * GALLERY_PAGE_SIZE + 11}`]),
    );
    const pictures = pages.flatMap((page) => page.pictures);
    expect(new Set(pictures.map(({ id }) => id)).size).toBe(pictures.length);
    expect(pictures[0]?.description).toBe("a red kite");
    expect(pictures.some(({ description }) => description === "a story scene")).toBe(false);
    const times = pictures.map(({ createdAt }) => Date.parse(createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("keeps its place when a picture on an earlier page is deleted meanwhile", async () => {
    const send = await visitorWithPictures("198.51.100.23", GALLERY_PAGE_SIZE + 5);
    const first = await send({ method: "GET", url: "/api/images" });
    const shown = ZImageList.parse(first.json());
    const older = nextLink(first.headers.link);
    expect(older).toBeDefined();

    const lastShown = shown.at(-1)!;
    expect((await send({ method: "DELETE", url: `/api/images/${lastShown.id}` })).statusCode).toBe(
      204,
    );
    const second = await send({ method: "GET", url: older! });
    const rest = ZImageList.parse(second.json());
    expect(rest).toHaveLength(6);
    expect(rest.map(({ id }) => id)).not.toContain(lastShown.id);
    expect(second.headers.link).toBeUndefined();
    expect(second.headers["x-total-count"]).toBe(`${GALLERY_PAGE_SIZE + 5}`);
  });

  it("tells a poll that an older picture went, though the newest page looks the same", async () => {
    const send = await visitorWithPictures("198.51.100.24", GALLERY_PAGE_SIZE + 2);
    const first = await send({ method: "GET", url: "/api/images" });
    const second = await send({ method: "GET", url: nextLink(first.headers.link)! });
    const oldest = ZImageList.parse(second.json()).at(-1)!;
    await send({ method: "DELETE", url: `/api/images/${oldest.id}` });

    const poll = await send({
      method: "GET",
      url: "/api/images",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(poll.statusCode).toBe(200);
    expect(poll.json()).toEqual(first.json());
    expect(poll.headers["x-total-count"]).toBe(`${GALLERY_PAGE_SIZE + 2}`);
  });

  it("shows a family only its own pictures, whatever place it asks for", async () => {
    const stranger = browser(t.app, "198.51.100.25");
    const response = await stranger({
      method: "GET",
      url: `/api/images?before=${encodeURIComponent("2999-01-01T00:00:00.000000Z_zzz")}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers["x-total-count"]).toBe("0");
  });

  it.each([
    ["not a place", "yesterday"],
    ["a time without an id", "2026-01-01T00:00:00.000000Z"],
    ["a quoted id", "2026-01-01T00:00:00.000000Z_a'b"],
    ["an impossible time (30 February, hour 25)", "2020-02-30T25:61:61.000000Z_abc"],
    ["a time out of every range", "9999-99-99T99:99:99.999999Z_abc"],
    ["29 February of a common year", "2021-02-29T00:00:00.000000Z_abc"],
    ["year zero", "0000-01-01T00:00:00.000000Z_abc"],
  ])("refuses %s with a readable 400", async (_case, before) => {
    const response = await browser(t.app)({
      method: "GET",
      url: `/api/images?before=${encodeURIComponent(before)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(GALLERY_CURSOR_MESSAGE);
  });
});
