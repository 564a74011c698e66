import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import { detectedObjectsOf } from "./detected-objects";

const drawn = (description: string) =>
  composeScene(description).layers.filter((item) => item.role !== "prop");

describe("common kid things no emoji has", () => {
  it.each([
    ["a lighthouse", "lighthouse", "own-lighthouse"],
    ["a submarine", "submarine", "own-submarine"],
    ["a digger", "digger", "own-excavator"],
    ["a fence", "fence", "own-fence"],
    ["a swing", "swing", "own-swing"],
    ["a treasure chest", "treasure chest", "own-treasure-chest"],
    ["a treehouse", "treehouse", "own-treehouse"],
    ["a cave", "cave", "own-cave"],
    ["a seahorse", "seahorse", "tropical-fish"],
    ["a garbage truck", "garbage truck", "delivery-truck"],
  ])("draws %s as itself or a named near thing, never the mascot", (description, label, art) => {
    const items = drawn(description);
    expect(items.map((item) => [item.label, item.artwork])).toContainEqual([label, art]);
    expect(items.map((item) => item.label)).not.toContain("dinosaur");
    expect(detectedObjectsOf(composeScene(description)).map((o) => o.label)).toContain(label);
  });

  it("draws a family as its people and the moon in the sky unless standing on it", () => {
    expect(drawn("my family").map((item) => item.label)).toEqual(
      expect.arrayContaining(["mommy", "daddy", "me"]),
    );
    expect(composeScene("a rocket to the moon").layers.map((item) => item.label)).toContain("moon");
    expect(composeScene("an elephant on the moon").background.place).toBe("moon");
  });
});

describe("nouns with no drawing of their own", () => {
  it("are drawn as the nearest thing WordNet names, labelled as the child said them", () => {
    for (const [description, label] of [
      ["a plumber", "plumber"],
      ["a salmon", "salmon"],
    ] as const) {
      const items = drawn(description);
      expect(items.map((item) => item.label)).toEqual([label]);
      expect(items[0]?.artwork).not.toBe("t-rex");
    }
  });
});

describe("how a child asks", () => {
  it("draws what 'draw me' asks for, not the child, unless the child is in it", () => {
    const labels = (description: string) => drawn(description).map((item) => item.label);
    expect(labels("draw me a cat")).toEqual(["cat"]);
    expect(labels("can you make me a rainbow")).toEqual(["rainbow"]);
    expect(labels("draw me and my mommy")).toEqual(expect.arrayContaining(["me", "mommy"]));
  });

  it("draws what a picture is of, and a picture on its own as a picture", () => {
    expect(drawn("a picture of a horse").map((item) => item.label)).toEqual(["horse"]);
    expect(drawn("a picture").map((item) => item.artwork)).toEqual(["framed-picture"]);
  });
});
