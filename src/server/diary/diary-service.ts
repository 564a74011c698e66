import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import {
  DIARY_KEPT_ENTRIES,
  DIARY_MESSAGES,
  type TDiaryEntry,
  type ZSaveDiaryBody,
} from "../../shared/contracts/diary";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import type { z } from "zod";
import { uniqueViolation } from "../auth/unique-violation";
import type { Database } from "../db/client";
import { diaryImages, generatedImages, users } from "../db/schema";
import { conflict, notFound, unauthorized } from "../lib/app-error";
import { kidSafeTextOf } from "../lib/require-kind-words";
import type { MediaStore } from "../media/media-store";
import { presentDiaryEntry } from "./diary-presenter";

export interface DiaryDeps {
  db: Database;
  media: Pick<MediaStore, "urlFor">;
}

type TSaveDiary = z.output<typeof ZSaveDiaryBody>;

/** A title or notes through the kid-safe filter: rude words refused, scary ones softened. */
function kidSafe(text: string | undefined): string | null {
  return text === undefined ? null : kidSafeTextOf(text);
}

const newestFirst = [desc(diaryImages.savedAt), desc(diaryImages.id)] as const;

/**
 * The picture diary (DESIGN decision 8): a user's own pictures with an optional title and notes,
 * the newest 20 kept.
 */
export function createDiaryService({ db, media }: DiaryDeps) {
  /**
   * Saves one of the user's pictures. The user's row is locked first, so racing saves of one
   * family take turns (on PostgreSQL and PGlite alike): each sees the others' entries, stamps a
   * later time than they did, and trims the diary back to the newest 20 in the same transaction.
   */
  async function save(userId: string, body: TSaveDiary): Promise<TDiaryEntry> {
    const title = kidSafe(body.title);
    const notes = kidSafe(body.notes);
    try {
      return await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for("update");
        if (!owner) throw unauthorized(AUTH_MESSAGES.signInRequired);
        const [image] = await tx
          .select()
          .from(generatedImages)
          .where(and(eq(generatedImages.id, body.imageId), eq(generatedImages.userId, userId)));
        if (!image) throw notFound(DIARY_MESSAGES.pictureNotFound);
        const [entry] = await tx
          .insert(diaryImages)
          .values({ userId, imageId: image.id, title, notes, savedAt: sql`clock_timestamp()` })
          .onConflictDoNothing()
          .returning();
        if (!entry) throw conflict(DIARY_MESSAGES.alreadySaved);
        const kept = tx
          .select({ id: diaryImages.id })
          .from(diaryImages)
          .where(eq(diaryImages.userId, userId))
          .orderBy(...newestFirst)
          .limit(DIARY_KEPT_ENTRIES);
        await tx
          .delete(diaryImages)
          .where(and(eq(diaryImages.userId, userId), notInArray(diaryImages.id, kept)));
        return presentDiaryEntry(entry, image, media);
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw conflict(DIARY_MESSAGES.alreadySaved);
      throw error;
    }
  }

  /** The user's diary, newest first. */
  async function list(userId: string): Promise<TDiaryEntry[]> {
    const rows = await db
      .select({ entry: diaryImages, image: generatedImages })
      .from(diaryImages)
      .innerJoin(generatedImages, eq(generatedImages.id, diaryImages.imageId))
      .where(eq(diaryImages.userId, userId))
      .orderBy(...newestFirst)
      .limit(DIARY_KEPT_ENTRIES);
    return rows.map(({ entry, image }) => presentDiaryEntry(entry, image, media));
  }

  /** Takes a picture out of the diary (it stays in the gallery); anyone else's is "not found". */
  async function remove(userId: string, entryId: string): Promise<void> {
    const removed = await db
      .delete(diaryImages)
      .where(and(eq(diaryImages.id, entryId), eq(diaryImages.userId, userId)))
      .returning({ id: diaryImages.id });
    if (removed.length === 0) throw notFound(DIARY_MESSAGES.entryNotFound);
  }

  return { save, list, remove };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
