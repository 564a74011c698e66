import { describe, expect, it } from "vitest";
import { STORY_MAX_SCENES, STORY_MIN_SCENES } from "../contracts/stories";
import {
  CLOSING_SCENE_TEXT,
  countSentences,
  splitIntoScenes,
  splitSentences,
} from "./split-into-scenes";

describe("splitSentences", () => {
  it("splits at full stops, question and exclamation marks and line breaks", () => {
    expect(
      splitSentences("A dragon lived in a castle. Was she sad?  No!\nShe had a friend"),
    ).toEqual(["A dragon lived in a castle.", "Was she sad?", "No!", "She had a friend"]);
  });

  it("keeps a closing quote with its sentence and drops empty bits", () => {
    expect(splitSentences('"Hello!" said the cat.   ...  ')).toEqual(['"Hello!"', "said the cat."]);
    expect(countSentences("")).toBe(0);
  });
});

describe("splitIntoScenes", () => {
  it("gives one scene per sentence", () => {
    expect(
      splitIntoScenes(
        "A purple dragon lived in a big castle. One day she met a little girl. They flew over the forest together.",
      ),
    ).toEqual([
      "A purple dragon lived in a big castle.",
      "One day she met a little girl.",
      "They flew over the forest together.",
    ]);
  });

  it("joins tiny sentences to a neighbour", () => {
    expect(
      splitIntoScenes("Wow! A cat found a shiny red ball. It rolled down the green hill. The end."),
    ).toEqual(["Wow! A cat found a shiny red ball.", "It rolled down the green hill. The end."]);
  });

  it("splits a very long sentence at a clause, each half a sentence of its own", () => {
    const long =
      "The brave little fox ran through the tall grass and over the bumpy stones by the river, " +
      "and then she climbed the highest hill in the whole wide land to watch the golden sun go down";
    const scenes = splitIntoScenes(long);
    expect(scenes).toEqual([
      "The brave little fox ran through the tall grass and over the bumpy stones by the river.",
      "And then she climbed the highest hill in the whole wide land to watch the golden sun go down.",
    ]);
  });

  it("makes two scenes of a single sentence long enough to have two halves", () => {
    expect(splitIntoScenes("A bunny hopped to the pond and then it swam with the ducks")).toEqual([
      "A bunny hopped to the pond.",
      "And then it swam with the ducks.",
    ]);
  });

  it("gives a sentence too short to halve a closing page, so every story has two scenes", () => {
    expect(splitIntoScenes("A happy dog.")).toEqual(["A happy dog.", CLOSING_SCENE_TEXT]);
    expect(splitIntoScenes("  dinosaur  ")).toEqual(["dinosaur", CLOSING_SCENE_TEXT]);
    expect(splitIntoScenes("A big purple dog with a shiny red ball")).toEqual([
      "A big purple dog with a shiny red ball",
      CLOSING_SCENE_TEXT,
    ]);
    expect(splitIntoScenes("...")).toEqual([]);
  });

  it("keeps tiny sentences apart rather than make one scene of them", () => {
    expect(splitIntoScenes("Wow! A cat.")).toEqual(["Wow!", "A cat."]);
    expect(splitIntoScenes("A dog ran. A cat sat. The end.")).toEqual([
      "A dog ran.",
      "A cat sat. The end.",
    ]);
    for (const story of ["Hi.", "Hi. Hi.", "Hi. Hi. Hi. Hi. Hi. Hi. Hi. Hi. Hi. Hi. Hi."]) {
      const scenes = splitIntoScenes(story);
      expect(scenes.length).toBeGreaterThanOrEqual(STORY_MIN_SCENES);
      expect(scenes.length).toBeLessThanOrEqual(STORY_MAX_SCENES);
    }
  });

  it("groups more than eight sentences into eight scenes, keeping every word in order", () => {
    const sentences = Array.from(
      { length: 20 },
      (_, index) => `Sentence number ${index + 1} is here.`,
    );
    const scenes = splitIntoScenes(sentences.join(" "));
    expect(scenes).toHaveLength(STORY_MAX_SCENES);
    expect(scenes.join(" ")).toBe(sentences.join(" "));
    const lengths = scenes.map((scene) => scene.length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(
      sentences[0]!.length + 2,
    );
  });

  it("never makes more than eight scenes, even of a run-on with no full stops", () => {
    const runOn = Array.from({ length: 300 }, () => "hop").join(" ");
    const scenes = splitIntoScenes(runOn);
    expect(scenes.length).toBeGreaterThanOrEqual(2);
    expect(scenes.length).toBeLessThanOrEqual(STORY_MAX_SCENES);
    expect(scenes.join(" ").match(/hop/gi)).toHaveLength(300);
  });
});

describe("splitIntoScenes in other languages", () => {
  it("halves a long Spanish sentence at its own clause words and closes with Fin.", () => {
    const long =
      "Había una vez un perro muy pequeño que vivía en una casa amarilla y luego salió a jugar con su pelota roja en el parque grande.";
    const scenes = splitIntoScenes(long, "es");
    expect(scenes).toHaveLength(2);
    expect(scenes[1]).toMatch(/^Y luego salió/);
    expect(splitIntoScenes("Un gato duerme.", "es")).toEqual(["Un gato duerme.", "Fin."]);
  });
});
