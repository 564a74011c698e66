/**
 * The built-in storyteller (DESIGN decision 14): a story becomes 2–8 scenes, every scene drawn
 * with one cast so the characters stay the same, in the story's mood and colour theme.
 */
import { composeCastScene, type Scene, type TimeOfDay } from "../../illustrator";
import type { TStoryColorTheme, TStoryMood } from "../../shared/contracts/stories";
import { CLOSING_SCENE_TEXT, splitIntoScenes } from "../../shared/stories/split-into-scenes";
import { createStoryCast } from "./story-cast";

/** The time of day a mood paints when the words do not say one. */
const TIME_BY_MOOD: Readonly<Record<TStoryMood, TimeOfDay | undefined>> = {
  happy: undefined,
  adventurous: undefined,
  magical: "sunset",
  calm: "sunset",
  mysterious: "night",
  dreamy: "night",
};

export interface ToldScene {
  sceneNumber: number;
  text: string;
  scene: Scene;
}

export function tellStory(input: {
  title: string;
  story: string;
  mood: TStoryMood;
  colorTheme: TStoryColorTheme;
}): ToldScene[] {
  const cast = createStoryCast(input.title, input.story);
  const time = TIME_BY_MOOD[input.mood];
  const texts = splitIntoScenes(input.story);
  return texts.map((text, index) => ({
    sceneNumber: index + 1,
    text,
    // The closing page shows the cast in the place of the page before (with another layout).
    scene: composeCastScene(
      cast,
      text === CLOSING_SCENE_TEXT && index > 0 ? `${texts[index - 1]} ${text}` : text,
      { theme: input.colorTheme, ...(time ? { time } : {}) },
    ),
  }));
}
