import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";

/** The artwork drawn for what the child named (the place's scenery left out). */
const drawnArtwork = (description: string) =>
  composeScene(description)
    .layers.filter((item) => item.role !== "prop" && item.role !== "decoration")
    .map((item) => item.artwork);

/**
 * Words of the everyday vocabulary drawn as a different thing or the mascot until a reviewed near
 * thing (`vocabulary/near-things-reviewed.ts`) named the drawing that is them, or their kind.
 */
describe("an everyday word with a reviewed near thing is ONE drawing of it", () => {
  it.each([
    // Words a new drawing's name would otherwise take: a frame is no climbing frame.
    ["a frame", "framed-picture"],
    ["a picture frame", "framed-picture"],
    ["a case", "luggage"],
    ["a tea pot", "teapot"],
    ["a hockey stick", "field-hockey"],
  ])("%s is drawn as %s", (description, artwork) => {
    expect(drawnArtwork(description)).toEqual([artwork]);
  });
});
