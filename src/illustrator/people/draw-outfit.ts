/** What an outfit adds beyond clothes colours: capes behind, trims and badges in front, hats. */
import type { BodyPaint } from "./draw-body";

export function drawOutfitBack(_paint: BodyPaint): string {
  return "";
}

export function drawOutfitFront(_paint: BodyPaint): string {
  return "";
}

export function drawHat(_paint: BodyPaint): string {
  return "";
}
