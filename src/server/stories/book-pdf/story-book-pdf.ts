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

const NOT_FOUND = "That story was not found in your Story Book.";

export interface StoryBookPdfDeps {
  db: Database;
  printer: Pick<BuiltinIllustrator, "renderPrint">;
}

/**
 * A saved story as a print-ready PDF book, its pictures drawn anew at print size. The scenes are
 * told again from the story's words, mood and colour theme, which composes the very scenes (one
 * cast) the app drew; a scene whose words no longer match (a story saved before a change to the
 * storyteller) is composed from its own words alone.
 */
export async function storyBookPdf(
  deps: StoryBookPdfDeps,
  userId: string,
  storyId: string,
): Promise<{ title: string; pdf: Uint8Array }> {
  const [row] = await deps.db
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
  if (!row) throw notFound(NOT_FOUND);
  const saved = ZStoredScenes.parse(row.scenes).sort((a, b) => a.sceneNumber - b.sceneNumber);
  const told = tellStory({
    title: row.title,
    story: row.content,
    mood: ZStoryMood.catch("happy").parse(row.mood),
    colorTheme: ZStoryColorTheme.catch("rainbow").parse(row.colorTheme),
  });
  const scenes: Scene[] = saved.map(
    (scene) =>
      told.find((candidate) => candidate.text === scene.description)?.scene ??
      composeScene(scene.description),
  );
  const pdf = await makeBookPdf({
    title: row.title,
    maker: row.firstName?.trim() || row.username,
    scenes: saved.map((scene) => scene.description),
    font: await bookFont(),
    drawPicture: (index, pixelSide) => {
      const scene = scenes[index];
      if (!scene) throw new Error(`The book has no scene ${index}`);
      return deps.printer.renderPrint(scene, pixelSide);
    },
  });
  return { title: row.title, pdf };
}
