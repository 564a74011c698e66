import { describe, expect, it } from "vitest";
import {
  CROP_CANVAS_SIZE,
  CROP_MIN_SIZE,
  cropSquareAroundFace,
  cropSquareInPhoto,
  fitPhotoOnCanvas,
  initialCropSquare,
  moveCropSquare,
  PHOTO_FACE_OVAL,
  resizeCropSquare,
} from "./face-crop";

const landscape = fitPhotoOnCanvas(1600, 1200);

describe("the crop square", () => {
  it("draws the photo whole and centred on the 400×400 canvas", () => {
    expect(landscape).toEqual({ x: 0, y: 50, width: CROP_CANVAS_SIZE, height: 300 });
    expect(fitPhotoOnCanvas(300, 600)).toEqual({ x: 100, y: 0, width: 200, height: 400 });
  });

  it("starts at half the smaller side, in the middle", () => {
    expect(initialCropSquare(landscape)).toEqual({ x: 125, y: 125, size: 150 });
  });

  it("resizes in steps of 20 about its centre, never below 50 nor outside the photo", () => {
    const start = initialCropSquare(landscape);
    expect(resizeCropSquare(start, 1, landscape)).toEqual({ x: 115, y: 115, size: 170 });
    expect(resizeCropSquare(start, -1, landscape)).toEqual({ x: 135, y: 135, size: 130 });
    expect(resizeCropSquare(start, -10, landscape).size).toBe(CROP_MIN_SIZE);
    const largest = resizeCropSquare(start, 20, landscape);
    expect(largest).toEqual({ x: 125 + 75 - 150, y: 50, size: 300 });
  });

  it("stays inside the photo when dragged past its edge", () => {
    const start = initialCropSquare(landscape);
    expect(moveCropSquare(start, -500, -500, landscape)).toEqual({ x: 0, y: 50, size: 150 });
    expect(moveCropSquare(start, 500, 500, landscape)).toEqual({ x: 250, y: 200, size: 150 });
  });

  it("frames a found face so it lands on the face oval the server uses", () => {
    const face = { left: 180, right: 220, browTop: 120, chin: 160 };
    const square = cropSquareAroundFace(face, landscape);
    const ovalTop = square.y + (PHOTO_FACE_OVAL.cy - PHOTO_FACE_OVAL.ry) * square.size;
    const ovalBottom = square.y + (PHOTO_FACE_OVAL.cy + PHOTO_FACE_OVAL.ry) * square.size;
    const ovalLeft = square.x + (PHOTO_FACE_OVAL.cx - PHOTO_FACE_OVAL.rx) * square.size;
    expect(ovalBottom).toBeCloseTo(face.chin);
    expect(ovalTop).toBeLessThan(face.browTop);
    expect(ovalLeft).toBeLessThanOrEqual(face.left + 0.001);
    expect(square.x + square.size / 2).toBeCloseTo(200);
  });

  it("keeps a face near the photo's edge inside the photo", () => {
    const square = cropSquareAroundFace({ left: 0, right: 40, browTop: 52, chin: 90 }, landscape);
    expect(square.x).toBe(0);
    expect(square.y).toBe(50);
  });

  it("turns the canvas square into the photo's own pixels", () => {
    expect(cropSquareInPhoto({ x: 100, y: 100, size: 100 }, landscape, 1600)).toEqual({
      x: 400,
      y: 200,
      size: 400,
    });
  });
});
