import {
  STORY_MESSAGES,
  type TRegeneratedText,
  type TRegenerateTextBody,
} from "../../shared/contracts/stories";
import { badRequest } from "../lib/app-error";
import type { StoryTextProvider } from "../providers/text/text-provider";
import { kidSafe } from "./generate-story";

export const TEXT_HELPER_RESTING_NOTE =
  "Dino's story helper couldn't help just now, so Dino smoothed your story by himself.";

export interface RetellDeps {
  /** The built-in smoother; always there. */
  builtin: StoryTextProvider;
  /** A configured chat engine, tried first. */
  engine: StoryTextProvider | null;
  log: { warn(details: object, message: string): void };
}

/**
 * `regenerate-text`: the scenes told again as one flowing story, by the configured chat engine
 * when the family's grown-up consented to outside engines, or the built-in smoother (which also
 * answers, with a note, when the engine cannot, or when its retelling left out a character).
 */
export async function retellStory(
  deps: RetellDeps,
  body: Pick<TRegenerateTextBody, "title" | "scenes">,
  mayUseOutsideEngine: boolean,
): Promise<TRegeneratedText> {
  const scenes = [...body.scenes]
    .sort((a, b) => a.sceneNumber - b.sceneNumber)
    .map((scene) => kidSafe(scene.scene.trim()))
    .filter((scene) => scene.length > 0);
  if (scenes.length === 0) {
    throw badRequest(
      STORY_MESSAGES.cannotRegenerate.message,
      STORY_MESSAGES.cannotRegenerate.title,
    );
  }
  const story = { title: kidSafe(body.title), scenes };
  if (deps.engine && mayUseOutsideEngine) {
    try {
      const retold = await deps.engine.smoothStory(story);
      // The cast reader (with the illustrator's word parser) loads at the first retelling, not at start.
      const { droppedCharacters } = await import("./dropped-characters");
      const dropped = droppedCharacters(story.title, story.scenes, retold);
      if (dropped.length === 0) return { regeneratedStory: retold };
      deps.log.warn({ engine: deps.engine.name, dropped }, "story text engine dropped characters");
      return {
        regeneratedStory: await deps.builtin.smoothStory(story),
        note: TEXT_HELPER_RESTING_NOTE,
      };
    } catch (error) {
      deps.log.warn({ err: error, engine: deps.engine.name }, "story text engine failed");
      return {
        regeneratedStory: await deps.builtin.smoothStory(story),
        note: TEXT_HELPER_RESTING_NOTE,
      };
    }
  }
  return { regeneratedStory: await deps.builtin.smoothStory(story) };
}
