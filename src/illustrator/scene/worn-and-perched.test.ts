import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import { detectedObjectsOf } from "./detected-objects";
import type { Box, PlacedItem, Scene } from "./scene";

const CHARACTER_ROLES = new Set(["subject", "companion", "target", "accessory"]);
const characters = (scene: Scene) => scene.layers.filter((item) => CHARACTER_ROLES.has(item.role));
const labels = (scene: Scene) => characters(scene).map((item) => item.label);
const find = (scene: Scene, label: string) => scene.layers.find((item) => item.label === label);

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The hat's drawing stands on the wearer's head: its brim between the top and middle of the face. */
function expectOnHead(hat: PlacedItem | undefined, wearer: PlacedItem | undefined): void {
  const face = wearer?.face;
  if (!hat || !face) throw new Error("hat or wearer's face missing");
  const brim = hat.box.y + hat.box.height;
  expect(brim).toBeGreaterThanOrEqual(face.y - face.radius - 1);
  expect(brim).toBeLessThanOrEqual(face.y);
  expect(Math.abs(hat.box.x + hat.box.width / 2 - face.x)).toBeLessThan(face.radius);
}

describe("worn things", () => {
  it("puts the party hat named on the whale's head, with no stray face, top hat or cake", () => {
    const scene = composeScene("a big blue whale wearing a party hat");
    expect(labels(scene)).toEqual(["blue whale", "party hat"]);
    const hat = find(scene, "party hat");
    expect(hat).toMatchObject({ artwork: "party-hat", role: "accessory" });
    expectOnHead(hat, find(scene, "blue whale"));
    const artworks = scene.layers.map((item) => item.artwork);
    expect(artworks).not.toContain("top-hat");
    expect(artworks).not.toContain("birthday-cake");
    expect(artworks.filter((artwork) => /person|face/.test(artwork))).toEqual([]);
    expect(detectedObjectsOf(scene).map((object) => object.label)).toContain("party hat");
  });

  it("puts hats on any wearer, every copy, turned with a dancer", () => {
    for (const description of [
      "a penguin wearing a hat",
      "a dog in a hat",
      "a girl wearing a crown",
      "a dinosaur wearing a party hat",
      "a horse with a crown",
      "a dancing cat wearing a party hat",
    ]) {
      const scene = composeScene(description);
      const wearer = scene.layers.find((item) => item.role === "subject");
      const hat = scene.layers.find((item) => item.role === "accessory");
      expect(hat?.rotation, description).toBe(wearer?.rotation);
      if (wearer?.rotation === 0) expectOnHead(hat, wearer);
    }
    const kitties = composeScene("two kitties wearing party hats");
    const hats = kitties.layers.filter((item) => item.artwork === "party-hat");
    const cats = kitties.layers.filter((item) => item.role === "subject");
    expect(hats).toHaveLength(2);
    cats.forEach((cat, index) => expectOnHead(hats[index], cat));
  });
});

describe("things sitting on or in others", () => {
  it("draws a caterpillar on its leaf", () => {
    const scene = composeScene("a caterpillar on a leaf");
    expect(labels(scene)).toEqual(["leaf", "caterpillar"]);
    const caterpillar = find(scene, "caterpillar");
    const leaf = find(scene, "leaf");
    expect(caterpillar?.artwork).toBe("bug");
    const feet = (caterpillar?.box.y ?? 0) + (caterpillar?.box.height ?? 0);
    expect(feet).toBeGreaterThan(leaf?.box.y ?? Infinity);
    expect(feet).toBeLessThan((leaf?.box.y ?? 0) + (leaf?.box.height ?? 0));
  });

  it("draws a green alligator in its bath, and never a verb as a thing", () => {
    const scene = composeScene("a green alligator taking a bath");
    expect(labels(scene).sort()).toEqual(["bath", "green alligator"]);
    expect(find(scene, "green alligator")?.artwork).toBe("crocodile");
    expect(find(scene, "bath")?.artwork).toBe("bathtub");
    for (const description of ["a green zorb taking a bath", "a cat wearing", "a dog chasing"]) {
      expect(labels(composeScene(description)).join(" ")).not.toMatch(/taking|wearing|chasing/);
    }
  });

  it("draws the fire beside a tent with a campfire", () => {
    const scene = composeScene("a tent with a campfire");
    expect(labels(scene)).toEqual(["tent", "campfire"]);
    expect(find(scene, "campfire")?.artwork).toBe("fire");
  });
});

describe("scenery", () => {
  it("never overlaps a character, what it wears or its decorations", () => {
    const descriptions = [
      "a penguin in the snow",
      "a big blue whale wearing a party hat",
      "a tent with a campfire",
      "a caterpillar on a leaf",
      "a green alligator taking a bath",
      "sleeping puppy",
      "a tiny mouse and a giant elephant",
      "three ducks swimming in a pond",
    ];
    for (const description of descriptions) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const scene = composeScene(description, { seed });
        const scenery = scene.layers.filter((item) => item.role === "prop");
        const drawn = scene.layers.filter((item) => item.role !== "prop");
        for (const prop of scenery) {
          for (const item of drawn) {
            expect(overlap(prop.box, item.box), `${description} #${seed}: ${prop.label}`).toBe(0);
          }
        }
      }
    }
  });

  it("is the same picture for the same words and seed", () => {
    const description = "a big blue whale wearing a party hat";
    expect(composeScene(description, { seed: 9 })).toEqual(composeScene(description, { seed: 9 }));
  });
});
