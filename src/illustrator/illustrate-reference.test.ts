/**
 * Reference pictures: the SVG of about twenty-five descriptions is saved in __reference__/, so any
 * change in drawing shows in review. Artwork is stood in for by an empty square naming it.
 * A missing or different reference fails; after an intended change (or a new description) write
 * them anew with UPDATE_REFERENCE=1 npx vitest run src/illustrator — the only time this test writes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { composeScene, sceneToSvg } from "./index";

export const REFERENCE_DESCRIPTIONS = [
  "a purple elephant eating ice cream on the moon",
  "three ducks swimming in a pond",
  "lots of stars",
  "my mommy and me at the beach",
  "choo choo train",
  "a dinosaur riding a bike",
  "asdfgh",
  "a happy birthday party with balloons and cake",
  "a friendly dragon in a flower garden",
  "a colourful rocket ship to the moon",
  "a magical cat with rainbow wings",
  "sleeping puppy",
  "dancing unicorn",
  "fire truck in the city at night",
  "polar bear in the snow",
  "hot air balloon over the farm",
  "a whale under the sea",
  "a tiny mouse and a giant elephant",
  "two kitties playing with a ball",
  "a teddy bear in my bedroom",
  "a big blue whale wearing a party hat",
  "a penguin in the snow",
  "a green alligator taking a bath",
  "a caterpillar on a leaf",
  "a tent with a campfire",
];

const folder = fileURLToPath(new URL("./__reference__/", import.meta.url));
const standIn = (id: string) => `<svg viewBox="0 0 32 32" data-artwork="${id}"></svg>`;

describe("reference pictures", () => {
  for (const description of REFERENCE_DESCRIPTIONS) {
    it(description, () => {
      const svg = sceneToSvg(composeScene(description), standIn).replace(/></g, ">\n<");
      const path = `${folder}${description.replace(/[^a-z0-9]+/gi, "-")}.svg`;
      if (process.env.UPDATE_REFERENCE === "1") {
        mkdirSync(folder, { recursive: true });
        writeFileSync(path, `${svg}\n`);
      }
      if (!existsSync(path)) {
        expect.fail(`no reference picture ${path}: write it with UPDATE_REFERENCE=1`);
      }
      expect(`${svg}\n`).toBe(readFileSync(path, "utf8"));
    });
  }
});
