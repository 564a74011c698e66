import { describe, expect, it } from "vitest";
import { swappedSrcSet, swappedThumbnailUrl } from "./swapped-picture-urls";

const withSmall = { faceSwappedUrl: "/media/s.png", faceSwappedThumbnailUrl: "/media/s.webp" };
const olderSwap = { faceSwappedUrl: "/media/s.png", faceSwappedThumbnailUrl: null };

describe("a face-swapped picture's small view", () => {
  it("shows its small version, and a big or sharp screen may pick the full one", () => {
    expect(swappedThumbnailUrl(withSmall)).toBe("/media/s.webp");
    expect(swappedSrcSet(withSmall)).toBe("/media/s.webp 320w, /media/s.png 1024w");
  });

  it("shows the full swapped picture when it was made before swaps had a small version", () => {
    expect(swappedThumbnailUrl(olderSwap)).toBe("/media/s.png");
    expect(swappedThumbnailUrl({ faceSwappedUrl: "/media/s.png" })).toBe("/media/s.png");
    expect(swappedSrcSet(olderSwap)).toBeUndefined();
  });

  it("has none without a swap", () => {
    expect(swappedThumbnailUrl({ faceSwappedUrl: null, faceSwappedThumbnailUrl: null })).toBeNull();
  });
});
