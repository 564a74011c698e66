// @vitest-environment jsdom
import type { TDetectedObject, TGalleryImage } from "@/shared/contracts/images";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DancingPicture } from "./dancing-picture";

afterEach(cleanup);

const girl: TDetectedObject = {
  label: "girl",
  boundingBox: { x: 0.2, y: 0.2, width: 0.3, height: 0.6 },
  figure: {
    artwork: "kit-person_child_girl_3_curly_7a4a23_casual_f97316_00_wave",
    mirrored: false,
  },
};

const picture = (faceSwappedUrl: string | null): TGalleryImage => ({
  id: "picture-1",
  imageUrl: "/media/picture-1.png",
  thumbnailUrl: "/media/picture-1-small.png",
  faceSwappedUrl,
  faceSwappedThumbnailUrl: null,
  description: "a girl waving",
  createdAt: "2026-11-28T03:00:00.000Z",
});

function danceWith(image: TGalleryImage) {
  render(<DancingPicture image={image} detectedObjects={[girl]} isDancing />);
  const shown = screen.getByTestId("picture-detail-image");
  // jsdom loads no pictures: say which one the browser would have shown.
  Object.defineProperty(shown, "currentSrc", { value: image.faceSwappedUrl ?? image.imageUrl });
  fireEvent.load(shown);
}

describe("'Make it Dance!' with a person of the kit", () => {
  it("keeps the family's own face: a face-swapped person dances as the picture's own patch, never redrawn over the photo", () => {
    danceWith(picture("/media/picture-1-swapped.png"));
    expect(screen.getByTestId("dancer")).toBeTruthy();
    expect(screen.queryByTestId("dancing-figure")).toBeNull();
  });

  it("draws a person of the original picture again, to move their own arms and legs", async () => {
    danceWith(picture(null));
    const figure = await screen.findByTestId("dancing-figure");
    expect(figure.querySelector('[data-part="arm-front"]')).not.toBeNull();
    expect(screen.queryByTestId("dancer")).toBeNull();
  });
});
