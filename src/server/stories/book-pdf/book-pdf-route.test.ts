import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOOK_PRINT_MESSAGES,
  BOOK_PROGRESS_POLL_MS,
  ZBookPrint,
} from "../../../shared/contracts/book-prints";
import { ZGeneratedStory, ZStory } from "../../../shared/contracts/stories";
import { stories } from "../../db/schema";
import { createSignedInUser, type Send } from "../../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../../test/test-app";
import { imageRows, readWithPoppler } from "./poppler.test-support";
import { PRINT_PPI } from "./print-geometry";

beforeAll(prepareTestDatabase);

const TITLE = "The Dragon's Red Ball";
const STORY =
  "A purple dragon lived in a big castle. One day the dragon found a red ball. The purple dragon played with the ball in the garden.";

async function saveStory(send: Send) {
  const made = await send({
    method: "POST",
    url: "/api/stories/generate",
    payload: { title: TITLE, story: STORY, mood: "calm", colorTheme: "ocean" },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { scenes } = ZGeneratedStory.parse(made.json());
  const saved = await send({
    method: "POST",
    url: "/api/stories",
    payload: {
      title: TITLE,
      content: STORY,
      mood: "calm",
      colorTheme: "ocean",
      scenes: scenes.map(({ sceneNumber, scene, imageUrl }) => ({
        sceneNumber,
        description: scene,
        imageUrl,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return ZStory.parse(saved.json());
}

/** A picture made small, as grey levels, to compare two drawings of one scene. */
const thumbprint = async (bytes: Buffer) =>
  sharp(bytes).resize(32, 32, { fit: "fill" }).greyscale().raw().toBuffer();

describe("GET /api/stories/{id}/book.pdf", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives the family's story as a print-ready book whose pictures are the app's, drawn at print size", async () => {
    const { send } = await createSignedInUser(t, {
      ipAddress: "198.51.100.91",
      body: { firstName: "Grace" },
    });
    const story = await saveStory(send);
    // A plain link: the server waits for the book (45 s at most, then 202: asked again).
    let answer = await send({ method: "GET", url: `/api/stories/${story.id}/book.pdf` });
    while (answer.statusCode === 202) {
      expect(ZBookPrint.parse(answer.json()).state).toMatch(/^(queued|printing)$/);
      expect(answer.headers["retry-after"]).toBe("5");
      answer = await send({ method: "GET", url: `/api/stories/${story.id}/book.pdf` });
    }
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(
      'attachment; filename="the-dragon-s-red-ball-book.pdf"',
    );
    const book = await readWithPoppler(answer.rawPayload);
    try {
      expect(await book.info()).toMatch(/^Pages:\s+5$/m);
      const images = imageRows(await book.images());
      expect(images.map((image) => image.page)).toEqual([1, 2, 3, 4]);
      for (const image of images) {
        expect(image.xPpi).toBeGreaterThanOrEqual(PRINT_PPI);
        expect(image.width).toBeGreaterThan(1024);
      }
      const words = await book.words();
      expect(words[4]?.map((word) => word.text).join(" ")).toBe(
        "The End Made with Doodle Dino by Grace",
      );
      // Page 3's picture is the scene the app drew (the same cast and places), only larger.
      await book.extractImages(3, "scene");
      const printed = await readFile(path.join(book.folder, "scene-000.jpg"));
      const imageUrl = story.scenes[1]?.imageUrl ?? "";
      const shown = (await send({ method: "GET", url: imageUrl })).rawPayload;
      const [a, b] = await Promise.all([thumbprint(printed), thumbprint(shown)]);
      const difference = a.reduce(
        (sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)),
        0,
      );
      expect(difference / a.length).toBeLessThan(8);
    } finally {
      await book.close();
    }
  }, 120_000);

  it("says on its last page that the child made it, by the name or nickname the family set", async () => {
    const { send, user } = await createSignedInUser(t, {
      ipAddress: "198.51.100.97",
      body: { firstName: "Grace" },
    });
    const named = await send({
      method: "PUT",
      url: "/api/settings",
      payload: { childName: "Mia" },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await lastPageOf(send, user.id)).toBe("The End Made with Doodle Dino by Mia");
  }, 120_000);

  it("says its own words in the family's language", async () => {
    const { send, user } = await createSignedInUser(t, {
      ipAddress: "198.51.100.98",
      body: { firstName: "Grace" },
    });
    const spanish = await send({
      method: "PUT",
      url: "/api/settings",
      payload: { language: "es" },
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(await lastPageOf(send, user.id)).toBe("Fin Hecho con Doodle Dino por Grace");
  }, 120_000);

  /** The words on the last page of a one-scene story's book. */
  async function lastPageOf(send: Send, userId: string): Promise<string | undefined> {
    const [story] = await t.db
      .insert(stories)
      .values({
        userId,
        title: "Mia's Kite",
        content: "A red kite flew over the hill.",
        scenes: [{ sceneNumber: 1, description: "A red kite flew over the hill.", imageUrl: null }],
      })
      .returning({ id: stories.id });
    let answer = await send({ method: "GET", url: `/api/stories/${story!.id}/book.pdf` });
    while (answer.statusCode === 202) {
      answer = await send({ method: "GET", url: `/api/stories/${story!.id}/book.pdf` });
    }
    expect(answer.statusCode, answer.body).toBe(200);
    const book = await readWithPoppler(answer.rawPayload);
    try {
      return (await book.words())[2]?.map((word) => word.text).join(" ");
    } finally {
      await book.close();
    }
  }

  it("is made as background work: asked for, its place and pages told, then downloaded", async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "198.51.100.95" });
    const story = await saveStory(send);
    const [other] = await t.db
      .insert(stories)
      .values({ userId: user.id, title: "Another", content: STORY, scenes: [] })
      .returning({ id: stories.id });
    if (!other) throw new Error("the other story was not saved");
    const notAsked = await send({ method: "GET", url: `/api/stories/${story.id}/book` });
    expect(notAsked.statusCode).toBe(404);
    expect(notAsked.json()).toEqual({ message: BOOK_PRINT_MESSAGES.notAsked });

    const asked = await send({ method: "POST", url: `/api/stories/${story.id}/book` });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(ZBookPrint.parse(asked.json())).toMatchObject({ pagesTotal: 5 });
    // One book at a time per family: the other story waits until this one is made.
    const second = await send({ method: "POST", url: `/api/stories/${other.id}/book` });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: BOOK_PRINT_MESSAGES.anotherBook });

    const seen: string[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await send({ method: "GET", url: `/api/stories/${story.id}/book` });
      expect(answer.statusCode, answer.body).toBe(200);
      const progress = ZBookPrint.parse(answer.json());
      seen.push(`${progress.state} ${progress.pagesDone}/${progress.pagesTotal}`);
      if (progress.state === "ready" || progress.state === "failed") break;
      if (Date.now() > deadline) throw new Error(`not made in time: ${seen.join(", ")}`);
      // At the page's own pace: faster polling meets the server's limit when the machine is slow.
      await new Promise((resolve) => setTimeout(resolve, BOOK_PROGRESS_POLL_MS));
    }
    expect(seen.at(-1)).toBe("ready 5/5");
    // Pages were told as they were done, never going back.
    const done = seen.map((entry) => Number(entry.split(" ")[1]?.split("/")[0]));
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const pdf = await send({ method: "GET", url: `/api/stories/${story.id}/book.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const next = await send({ method: "POST", url: `/api/stories/${other.id}/book` });
    expect(next.statusCode, next.body).toBe(202);
  }, 120_000);

  it("refuses, before any work, a story with letters the book cannot print, naming them", async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "198.51.100.96" });
    const [story] = await t.db
      .insert(stories)
      .values({
        userId: user.id,
        title: "小猫的故事 🐱",
        content: "القطة تلعب. The cat plays with a café ball.",
        scenes: [
          { sceneNumber: 1, description: "القطة تلعب.", imageUrl: null },
          { sceneNumber: 2, description: "The cat plays with a café ball.", imageUrl: null },
        ],
      })
      .returning({ id: stories.id });
    for (const [method, url] of [
      ["POST", `/api/stories/${story!.id}/book`],
      ["GET", `/api/stories/${story!.id}/book.pdf`],
    ] as const) {
      const answer = await send({ method, url });
      expect(answer.statusCode, answer.body).toBe(422);
      const { message } = answer.json<{ message: string }>();
      expect(message).toMatch(/^This story has letters our printed book can't show yet \(/);
      for (const letter of ["小", "猫", "🐱", "ا", "…"]) expect(message).toContain(letter);
      expect(message).not.toContain("é");
    }
    // Nothing was queued for it.
    const none = await send({ method: "GET", url: `/api/stories/${story!.id}/book` });
    expect(none.statusCode).toBe(404);
  });

  it("is only for the story's own family, and a readable 4xx otherwise", async () => {
    const owner = await createSignedInUser(t, { ipAddress: "198.51.100.92" });
    const story = await saveStory(owner.send);
    const other = await createSignedInUser(t, { ipAddress: "198.51.100.93" });
    const stranger = await other.send({ method: "GET", url: `/api/stories/${story.id}/book.pdf` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: "That story was not found in your Story Book." });
    const visitor = browser(t.app, "198.51.100.94");
    expect(
      (await visitor({ method: "GET", url: `/api/stories/${story.id}/book.pdf` })).statusCode,
    ).toBe(401);
    const badId = await owner.send({ method: "GET", url: "/api/stories/not-an-id/book.pdf" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty("message");
  });
});
