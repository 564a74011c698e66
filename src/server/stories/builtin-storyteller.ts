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
import { CLOSING_SCENE_TEXTS, splitIntoScenes } from "../../shared/stories/split-into-scenes";
import type { Language } from "../../shared/languages";

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
  /** The language the story is told in: "en" unless said. */
  language?: Language;
}): ToldScene[] {
  const language = input.language ?? "en";
  const texts = splitIntoScenes(input.story, language);
  const cast = createStoryCast(input.title, texts, language);
  const time = TIME_BY_MOOD[input.mood];
  let soFar: StorySoFar = {};
  return texts.map((text, index) => {
    // The closing page shows the cast in the place of the page before (with another layout).
    const isClosing = text === CLOSING_SCENE_TEXTS[language] && index > 0;
    const drawn = isClosing ? `${texts[index - 1]} ${text}` : text;
    const page = composeStoryPage(cast, drawn, index, soFar, {
      theme: input.colorTheme,
      language,
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
