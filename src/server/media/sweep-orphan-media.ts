import { isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { MEDIA_REFERENCES } from "./media-references";
import { MEDIA_FILE_NAME, type MediaStore } from "./media-store";

/** Files younger than this are left alone: their row may still be on its way (or in another process). */
export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;

/**
 * Removes media files that no row names and that are older than `minAgeMs`: what a crash left
 * between writing a picture's files and committing its row. Answers how many were removed.
 */
export async function sweepOrphanMedia(
  db: Database,
  media: MediaStore,
  now: Date,
  minAgeMs = ORPHAN_MIN_AGE_MS,
): Promise<number> {
  const oldEnough = now.getTime() - minAgeMs;
  const candidates: string[] = [];
  for await (const file of media.list()) {
    if (file.modifiedAt.getTime() < oldEnough) candidates.push(file.name);
  }
  if (candidates.length === 0) return 0;
  const named = await referencedFileNames(db);
  const orphans = candidates.filter((name) => !named.has(name));
  await media.remove(...orphans);
  return orphans.length;
}

/** The file names every referencing column holds, wherever in its text they appear. */
async function referencedFileNames(db: Database): Promise<Set<string>> {
  const named = new Set<string>();
  for (const column of MEDIA_REFERENCES) {
    const rows = await db
      .select({ text: sql<string>`${column}::text` })
      .from(column.table)
      .where(isNotNull(column));
    for (const { text } of rows) {
      for (const [name] of text.matchAll(MEDIA_FILE_NAME)) named.add(name);
    }
  }
  return named;
}
