import { describe, expect, it } from "vitest";
import { createBuiltinTextSmoother } from "../providers/text/builtin-text-smoother";
import type { StoryTextProvider } from "../providers/text/text-provider";
import { retellStory, TEXT_HELPER_RESTING_NOTE } from "./retell-story";

const scenes = [
  { sceneNumber: 1, scene: "Ella is a little girl with a blue boat." },
  { sceneNumber: 2, scene: "She went to the lake with grandpa." },
  { sceneNumber: 3, scene: "A swan pushed the boat back to Ella." },
];
const engineSaying = (text: string): StoryTextProvider => ({
  name: "engine",
  smoothStory: () => Promise.resolve(text),
});
const retell = (engine: StoryTextProvider) =>
  retellStory(
    { builtin: createBuiltinTextSmoother(), engine, log: { warn: () => undefined } },
    { title: "Ella's Boat", scenes },
    true,
  );

describe("retellStory", () => {
  it("keeps an engine's retelling that fixes grammar and keeps every character", async () => {
    const kept =
      "Ella was a little girl with a blue boat. She went to the lake with her grandpa. A swan pushed the boat back to Ella.";
    expect(await retell(engineSaying(kept))).toEqual({ regeneratedStory: kept });
  });

  it("tells the child's own words when the engine drops a character", async () => {
    const withoutGrandpa =
      "Ella was a little girl with a blue boat. She went to the lake. A swan pushed the boat back to her.";
    const answer = await retell(engineSaying(withoutGrandpa));
    expect(answer.note).toBe(TEXT_HELPER_RESTING_NOTE);
    expect(answer.regeneratedStory).toContain("grandpa");
    expect(answer.regeneratedStory).toContain("swan");
    const withoutName =
      "A little girl had a blue boat. She went to the lake with grandpa. A swan pushed it back.";
    expect((await retell(engineSaying(withoutName))).regeneratedStory).toContain("Ella");
  });
});

describe("retellStory with a hero known by a name alone", () => {
  const rosie = [
    { sceneNumber: 1, scene: "In autumn Rosie rakes the leaves." },
    { sceneNumber: 2, scene: "Her puppy jumps into the pile." },
    { sceneNumber: 3, scene: "Rosie laughs and jumps in too." },
  ];
  const retellRosie = (text: string) =>
    retellStory(
      {
        builtin: createBuiltinTextSmoother(),
        engine: engineSaying(text),
        log: { warn: () => undefined },
      },
      { title: "Autumn Fun", scenes: rosie },
      true,
    );

  it("keeps the child's words when the engine drops the name the story never introduced", async () => {
    const withoutRosie =
      "In autumn a girl raked the leaves. Her puppy jumped into the pile. She laughed and jumped in too.";
    const answer = await retellRosie(withoutRosie);
    expect(answer.note).toBe(TEXT_HELPER_RESTING_NOTE);
    expect(answer.regeneratedStory).toContain("Rosie");
    const kept =
      "In autumn, Rosie raked the leaves. Her puppy jumped into the pile. Rosie laughed and jumped in too.";
    expect(await retellRosie(kept)).toEqual({ regeneratedStory: kept });
  });
});
