import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { daysBefore, RETENTION } from "../../shared/retention";

/** `2026-11-25T16-33-03-123Z-…`: when the outbox wrote the mail (outbox-mail-provider.ts). */
const STAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/;

function writtenAt(name: string): Date | null {
  const match = STAMP.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/**
 * Mail written to the outbox folder (no mail server: sign-up and password links, greeting cards
 * with their pictures) is deleted 30 days after it was written. Answers how many files went.
 */
export async function sweepOutbox(folder: string, now: Date): Promise<number> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const cutoff = daysBefore(now, RETENTION.outboxMailDays);
  let removed = 0;
  for (const name of names.filter((one) => one.endsWith(".eml"))) {
    const file = path.join(folder, name);
    const at = writtenAt(name) ?? (await stat(file)).mtime;
    if (at < cutoff) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
