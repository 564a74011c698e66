import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import { detectedObjectsOf } from "./detected-objects";

const subjects = (description: string, seed?: number) =>
  composeScene(description, seed === undefined ? {} : { seed }).layers.filter(
    (item) => item.role === "subject",
  );

describe("composeScene", () => {
  it("is deterministic, and a seed gives a variant", () => {
    expect(composeScene("a dancing unicorn")).toEqual(composeScene("a dancing unicorn"));
    expect(composeScene("a dancing unicorn", { seed: 3 })).not.toEqual(
      composeScene("a dancing unicorn"),
    );
  });

  it("draws the number asked for, all inside the frame", () => {
    for (const [description, count] of [
      ["three ducks", 3],
      ["five yellow birdies flying", 5],
      ["lots of stars", 9],
    ] as const) {
      const items = subjects(description);
      expect(items).toHaveLength(count);
      for (const { box } of items) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1024);
        expect(box.y + box.height).toBeLessThanOrEqual(1024);
      }
    }
  });

  it("makes the main subject the largest thing and tints it", () => {
    const scene = composeScene("a purple elephant and a duck in the park");
    const elephant = scene.layers.find((item) => item.label === "purple elephant");
    const duck = scene.layers.find((item) => item.label === "duck");
    expect(elephant?.tint).toBe("#a855f7");
    expect(elephant?.scale).toBeGreaterThan(duck?.scale ?? 1);
    expect(scene.background.place).toBe("park");
  });

  it("puts riders on what they ride and food by the mouth", () => {
    const ride = composeScene("a dinosaur riding a bike").layers;
    const dino = ride.find((item) => item.label === "dinosaur");
    const bike = ride.find((item) => item.label === "bike");
    expect(dino && bike && dino.box.y < bike.box.y).toBe(true);
    const eat = composeScene("a monkey eating a banana").layers;
    const monkey = eat.find((item) => item.label === "monkey");
    const banana = eat.find((item) => item.label === "banana");
    expect(monkey?.face && banana && Math.abs(banana.y - monkey.face.y)).toBeLessThan(120);
  });

  it("adds zzz to sleepers, notes to dancers and sets the scene for swimmers and flyers", () => {
    expect(composeScene("sleeping puppy").layers.some((item) => item.artwork === "zzz")).toBe(true);
    expect(
      composeScene("dancing unicorn").layers.some((item) => item.artwork.startsWith("musical")),
    ).toBe(true);
    const swim = composeScene("three ducks swimming");
    expect([swim.background.place, swim.background.waterline !== undefined]).toEqual([
      "pond",
      true,
    ]);
    const fly = subjects("a pig flying")[0];
    expect(fly && fly.y < 512).toBe(true);
  });

  it("draws a friendly default for words it does not understand", () => {
    for (const description of ["", "the", "asdfgh"]) {
      expect(detectedObjectsOf(composeScene(description)).map((object) => object.label)).toContain(
        "dinosaur",
      );
    }
  });

  it("gives people and animals a face anchor", () => {
    const [mommy] = subjects("my mommy");
    expect(mommy?.face).toBeDefined();
    const face = mommy?.face ?? { x: 0, y: 0, radius: 0 };
    expect(face.x).toBeGreaterThan(mommy?.box.x ?? 0);
    expect(face.y).toBeLessThan((mommy?.box.y ?? 0) + (mommy?.box.height ?? 0) / 3);
  });
});
