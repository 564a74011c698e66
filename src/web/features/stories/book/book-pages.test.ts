import { describe, expect, it } from "vitest";
import { bookPagesOf, spokenTextOf, THE_END } from "./book-pages";

const scene = (sceneNumber: number, description: string) => ({
  sceneNumber,
  description,
  imageUrl: `/media/${sceneNumber}.png`,
  faceSwappedUrl: null,
  thumbnailUrl: null,
});

describe("bookPagesOf", () => {
  it("puts the title page first, the scenes in order, and The End last", () => {
    const pages = bookPagesOf({
      title: "The Red Ball",
      scenes: [scene(2, "Then it bounced."), scene(1, "A dog found a ball.")],
    });
    expect(pages.map((page) => page.kind)).toEqual(["title", "scene", "scene", "end"]);
    expect(pages[0]).toMatchObject({ title: "The Red Ball", cover: { imageUrl: "/media/1.png" } });
    expect(pages.map(spokenTextOf)).toEqual([
      "The Red Ball",
      "A dog found a ball.",
      "Then it bounced.",
      THE_END,
    ]);
  });

  it("has a title page without a cover picture when there are no scenes", () => {
    expect(bookPagesOf({ title: "Empty", scenes: [] })[0]).toMatchObject({ cover: null });
  });
});
