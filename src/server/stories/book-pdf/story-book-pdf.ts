import { ZStoryColorTheme, ZStoryMood } from "../../../shared/contracts/stories";
import { composeScene, type Scene } from "../../../illustrator";
import type { BuiltinIllustrator } from "../../providers/images/builtin-illustrator";
import { tellStory } from "../builtin-storyteller";
import { bookFont } from "./book-font";
import type { TBookStory } from "./book-story";
import { makeBookPdf } from "./make-book-pdf";

/**
 * A saved story as a print-ready PDF book, its pictures drawn anew at print size. The scenes are
 * told again from the story's words, mood and colour theme, which composes the very scenes (one
 * cast) the app drew; a scene whose words no longer match (a story saved before a change to the
 * storyteller) is composed from its own words alone. Runs on the book thread (`book-worker.ts`).
 */
export async function printStoryBook(
  story: TBookStory,
  printer: Pick<BuiltinIllustrator, "renderPrint">,
  onProgress?: (pagesDone: number, pagesTotal: number) => void,
): Promise<Uint8Array> {
  const told = tellStory({
    title: story.title,
    story: story.content,
    mood: ZStoryMood.catch("happy").parse(story.mood),
    colorTheme: ZStoryColorTheme.catch("rainbow").parse(story.colorTheme),
    language: story.language,
  });
  const scenes: Scene[] = story.scenes.map(
    (words) =>
      told.find((candidate) => candidate.text === words)?.scene ??
      composeScene(words, { language: story.language }),
  );
  return makeBookPdf({
    title: story.title,
    maker: story.maker,
    language: story.language,
    scenes: story.scenes,
    font: await bookFont(),
    drawPicture: (index, pixelSide) => {
      const scene = scenes[index];
      if (!scene) throw new Error(`The book has no scene ${index}`);
      return printer.renderPrint(scene, pixelSide);
    },
    ...(onProgress ? { onProgress } : {}),
  });
}
