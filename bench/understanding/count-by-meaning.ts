/**
 * How many drawings in a picture ARE a thing, judged by what each artwork is (drawn-meaning.ts:
 * its CLDR name, our drawing's name, WordNet), never by the label the illustrator writes: a toilet
 * drawn twice under two labels ("toilet", "bathroom") counts two, the place's couch and a named
 * sofa count two.
 */
import type { Scene } from "../../src/illustrator";
import { judgeArtwork } from "./drawn-meaning";

export function countDrawnAs(word: string, scene: Scene): number {
  return scene.layers.filter(
    (item) => item.role !== "decoration" && judgeArtwork(word, item.artwork).verdict === "itself",
  ).length;
}
