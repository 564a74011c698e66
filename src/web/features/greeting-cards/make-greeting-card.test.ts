import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCardPicture, NO_IMAGE_SOURCE_MESSAGE } from "./make-greeting-card";

/** A browser image that loads every address but those named as broken, noting what it was asked. */
function fakeImages(broken: string[] = []) {
  const asked: string[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      asked.push(url);
      queueMicrotask(() => (broken.includes(url) ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal("Image", FakeImage);
  return asked;
}

const picture = {
  id: "p1",
  imageUrl: "/media/original.png",
  faceSwappedUrl: "/media/swapped.png",
  description: "mum at the beach",
};

describe("the picture on a greeting card", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the face-swapped picture when there is one, as the family sees it", async () => {
    const asked = fakeImages();
    await loadCardPicture(picture);
    expect(asked).toEqual(["/media/swapped.png"]);
  });

  it("is the original when there is no swap, or the swap does not load", async () => {
    const withoutSwap = fakeImages();
    await loadCardPicture({ ...picture, faceSwappedUrl: null });
    expect(withoutSwap).toEqual(["/media/original.png"]);
    const brokenSwap = fakeImages(["/media/swapped.png"]);
    await loadCardPicture(picture);
    expect(brokenSwap).toEqual(["/media/swapped.png", "/media/original.png"]);
  });

  it("fails plainly when neither loads", async () => {
    fakeImages(["/media/swapped.png", "/media/original.png"]);
    await expect(loadCardPicture(picture)).rejects.toThrow(NO_IMAGE_SOURCE_MESSAGE);
  });
});
