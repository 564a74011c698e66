import { describe, expect, it } from "vitest";
import { tellStory } from "./builtin-storyteller";
import { childFaceAnchors } from "./child-face";

describe("tellStory", () => {
  const told = tellStory({
    title: "The Dragon's Ball",
    story:
      "A purple dragon lived in a big castle. One day she found a red ball. She played in the garden until night.",
    mood: "dreamy",
    colorTheme: "candy",
  });

  it("draws the same character, with the same artwork and colour, in every scene", () => {
    expect(told).toHaveLength(3);
    const dragons = told.map(({ scene }) =>
      scene.layers.find((item) => item.characterId === "character-1"),
    );
    for (const dragon of dragons) {
      expect(dragon).toMatchObject({ label: "purple dragon", artwork: dragons[0]?.artwork });
      expect(dragon?.tint).toBe(dragons[0]?.tint);
    }
  });

  it("paints the colour theme, and the mood's time of day unless the words say one", () => {
    expect(told.map(({ scene }) => scene.background.theme)).toEqual(["candy", "candy", "candy"]);
    expect(told[0]?.scene.background.time).toBe("night");
    expect(told[1]?.scene.background.time).toBe("day");
  });

  it("ends a one-sentence story with a closing page of the same cast in the same place", () => {
    const short = tellStory({
      title: "Beach Day",
      story: "A girl at the beach.",
      mood: "happy",
      colorTheme: "ocean",
    });
    expect(short.map(({ text }) => text)).toEqual(["A girl at the beach.", "The End."]);
    const [first, closing] = short.map(({ scene }) => scene);
    expect(closing?.background.place).toBe("beach");
    expect(first?.background.place).toBe("beach");
    expect(closing?.layers.find((item) => item.characterId === "character-1")).toMatchObject({
      label: "girl",
    });
    expect(closing?.seed).not.toBe(first?.seed);
  });

  it("puts the child's face swap on the one child character only, on every page", () => {
    const withFamily = tellStory({
      title: "Beach Day",
      story:
        "My daddy and I went to the beach with our dog. A girl and her grandma built a sand castle.",
      mood: "happy",
      colorTheme: "ocean",
    });
    for (const page of withFamily) {
      const me = page.scene.layers.find((item) => item.label === "me");
      expect(page.scene.layers.filter((item) => item.face).length).toBeGreaterThan(1);
      expect(childFaceAnchors(page)).toHaveLength(1);
      expect(childFaceAnchors(page)[0]?.x).toBeCloseTo((me?.face?.x ?? 0) / page.scene.size, 2);
    }
  });
});

describe("tellStory in Spanish", () => {
  it("draws the Spanish cast on every page, with its closing page", () => {
    const scenes = tellStory({
      title: "El perro rojo",
      story: "Un perro rojo juega en la playa. El perro duerme debajo de un árbol.",
      mood: "happy",
      colorTheme: "rainbow",
      language: "es",
    });
    expect(scenes).toHaveLength(2);
    for (const { scene } of scenes) {
      expect(scene.layers.some((item) => item.artwork === "dog")).toBe(true);
      expect(scene.layers.some((item) => item.artwork === "t-rex")).toBe(false);
    }
    expect(scenes[0]?.scene.background.place).toBe("beach");
  });
});
