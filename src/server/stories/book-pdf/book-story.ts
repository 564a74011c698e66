/**
 * The story a book is printed from, as read from the database. Kept apart from the PDF code
 * (`story-book-pdf.ts`): that and the illustrator load on the book thread only, not at start.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSettings, stories, users } from "../../db/schema";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared/languages";
import { familyLanguage } from "../../languages/request-language";
import { notFound } from "../../lib/app-error";
import { ZStoredScenes } from "../story-presenter";

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
  /**
   * Who made it: the child's name or nickname the family set (Account Settings), else the
   * grown-up's first name, else the username.
   */
  maker: string;
  /**
   * The family's language (its setting, else the one it signed up in): the book's own words are
   * in it, and its scenes are told again in it.
   */
  language: Language;
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
      childName: appSettings.childName,
      firstName: users.firstName,
      username: users.username,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .leftJoin(appSettings, eq(appSettings.userId, stories.userId))
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)));
  if (!row) throw notFound(STORY_NOT_FOUND);
  const saved = ZStoredScenes.parse(row.scenes).sort((a, b) => a.sceneNumber - b.sceneNumber);
  return {
    title: row.title,
    content: row.content,
    mood: row.mood,
    colorTheme: row.colorTheme,
    scenes: saved.map((scene) => scene.description),
    maker: row.childName?.trim() || row.firstName?.trim() || row.username,
    language: (await familyLanguage(db, userId)) ?? DEFAULT_LANGUAGE,
  };
}

/** A book's pages: the cover, one per scene and the last page. */
export const bookPagesOf = (story: Pick<TBookStory, "scenes">) => story.scenes.length + 2;
