/**
 * The built-in storyteller (DESIGN decision 14): a story becomes 2–8 scenes, every scene drawn
 * with one cast so the characters stay the same, in the story's mood and colour theme.
 */
import {
  composeStoryPage,
  createStoryCast,
  type Scene,
  type StorySoFar,
  type TimeOfDay,
} from "../../illustrator";
import type { TStoryColorTheme, TStoryMood } from "../../shared/contracts/stories";
import type { Language } from "../../shared/languages";
import { CLOSING_SCENE_TEXT, splitIntoScenes } from "../../shared/stories/split-into-scenes";

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
  /** The character who is the child on this page: the only face a face swap replaces. */
  childCharacterId?: string;
}

export function tellStory(input: {
  title: string;
  story: string;
  mood: TStoryMood;
  colorTheme: TStoryColorTheme;
  /**
   * The story's language (the family's or the visitor's; English when absent). It reaches the
   * storyteller here; the illustrator's scene splitting, cast and pages are given it once they
   * read each language (issue #37).
   */
  language?: Language;
}): ToldScene[] {
  const texts = splitIntoScenes(input.story);
  const cast = createStoryCast(input.title, texts);
  const time = TIME_BY_MOOD[input.mood];
  let soFar: StorySoFar = {};
  return texts.map((text, index) => {
    // The closing page shows the cast in the place of the page before (with another layout).
    const drawn = text === CLOSING_SCENE_TEXT && index > 0 ? `${texts[index - 1]} ${text}` : text;
    const page = composeStoryPage(cast, drawn, index, soFar, {
      theme: input.colorTheme,
      ...(time ? { time } : {}),
    });
    soFar = page.after;
    return {
      sceneNumber: index + 1,
      text,
      scene: page.scene,
      ...(cast.childId ? { childCharacterId: cast.childId } : {}),
    };
  });
}
