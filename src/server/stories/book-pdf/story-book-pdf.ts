import { and, eq } from "drizzle-orm";
import { ZStoryColorTheme, ZStoryMood } from "../../../shared/contracts/stories";
import { composeScene, type Scene } from "../../../illustrator";
import type { Database } from "../../db/client";
import { stories, users } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import type { BuiltinIllustrator } from "../../providers/images/builtin-illustrator";
import { tellStory } from "../builtin-storyteller";
import { ZStoredScenes } from "../story-presenter";
import { bookFont } from "./book-font";
import { makeBookPdf } from "./make-book-pdf";

export const STORY_NOT_FOUND = "That story was not found in your Story Book.";

/** What a printed book is made from: plain data, so it can be handed to the book thread. */
export interface TBookStory {
  title: string;
  /** The story's words, mood and colour theme: told again, they compose the scenes the app drew. */
  content: string;
  mood: string;
  colorTheme: string;
  /** Each scene's words, in order. */
  scenes: string[];
  /** Who made it: the first name, else the username. */
  maker: string;
}

/** The family's own saved story as a book to print; 404 when it is not theirs (or gone). */
export async function loadBookStory(
  db: Database,
  userId: string,
  storyId: string,
): Promise<TBookStory> {
  const [row] = await db
    .select({
      title: stories.title,
      content: stories.content,
      mood: stories.mood,
      colorTheme: stories.colorTheme,
      scenes: stories.scenes,
      firstName: users.firstName,
      username: users.username,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
  if (!row) throw notFound(STORY_NOT_FOUND);
  const saved = ZStoredScenes.parse(row.scenes).sort((a, b) => a.sceneNumber - b.sceneNumber);
  return {
    title: row.title,
    content: row.content,
    mood: row.mood,
    colorTheme: row.colorTheme,
    scenes: saved.map((scene) => scene.description),
    maker: row.firstName?.trim() || row.username,
  };
}

/** A book's pages: the cover, one per scene and the last page. */
export const bookPagesOf = (story: Pick<TBookStory, "scenes">) => story.scenes.length + 2;

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
  });
  const scenes: Scene[] = story.scenes.map(
    (words) => told.find((candidate) => candidate.text === words)?.scene ?? composeScene(words),
  );
  return makeBookPdf({
    title: story.title,
    maker: story.maker,
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
