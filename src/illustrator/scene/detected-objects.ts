/** What the picture shows and where, as fractions of the picture (DESIGN decision 6). */
import { isPersonArtwork } from "../people/person-artwork-id";
import type { Scene } from "./scene";

export interface DetectedObject {
  label: string;
  boundingBox: { x: number; y: number; width: number; height: number };
  /** A kit person, drawn again by the web's dance to move their arms and legs. */
  figure?: { artwork: string; mirrored: boolean };
}

/** Every meaningful placed thing (not sparkles or notes), nearest first. */
export function detectedObjectsOf(scene: Scene): DetectedObject[] {
  const size = scene.size;
  return scene.layers
    .filter((item) => item.role !== "decoration")
    .reverse()
    .map((item) => {
      const left = clamp01(item.box.x / size);
      const top = clamp01(item.box.y / size);
      const right = clamp01((item.box.x + item.box.width) / size);
      const bottom = clamp01((item.box.y + item.box.height) / size);
      return {
        label: item.label,
        boundingBox: {
          x: round(left),
          y: round(top),
          width: round(right - left),
          height: round(bottom - top),
        },
        ...(isPersonArtwork(item.artwork) && item.rotation === 0
          ? { figure: { artwork: item.artwork, mirrored: item.flip } }
          : {}),
      };
    })
    .filter((object) => object.boundingBox.width > 0.005 && object.boundingBox.height > 0.005);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
