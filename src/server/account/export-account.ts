import path from "node:path";
import { Readable } from "node:stream";
import { and, asc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { TAccountExport } from "../../shared/contracts/account";
import { presentUser } from "../auth/user-presenter";
import type { Database } from "../db/client";
import {
  contactGroups,
  contacts,
  diaryImages,
  facePhotos,
  generatedImages,
  messages,
  payments,
  stories,
  storyRecordings,
  undeliveredCards,
  userActivity,
  userSessions,
  users,
} from "../db/schema";
import type { MediaStore } from "../media/media-store";
import { deliveryAsSenderSees } from "../messages/message-presenter";
import { presentSettings } from "../settings/settings-presenter";
import { collectFamilyTies } from "./export-family-ties";
import { exportIndexPage, type ExportIndexData } from "./export-index-page";

interface ExportFile {
  /** Path inside the zip. */
  name: string;
  /** Media file name. */
  mediaFile: string;
}

/**
 * Everything the family keeps here, as `data.json`, a page to open (`index.html`) and their media
 * files, in a zip stream.
 */
export async function exportAccount(
  deps: { db: Database; media: Pick<MediaStore, "read">; now: () => Date },
  userId: string,
): Promise<{ fileName: string; stream: Readable } | null> {
  const collected = await collectAccountData(deps.db, userId, deps.now());
  if (!collected) return null;
  const { data, page, files, username } = collected;
  const day = data.exportedAt.slice(0, 10);
  return {
    fileName: `doodle-dino-${username.replace(/[^A-Za-z0-9_.-]/g, "_")}-${day}.zip`,
    stream: Readable.from(zipEntries(data, exportIndexPage(page), files, deps.media)),
  };
}

async function collectAccountData(db: Database, userId: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const sender = alias(users, "sender");
  const recipient = alias(users, "recipient");
  const [settingsRows, pictureRows, faceRows, diaryRows, storyRows, groupRows, contactRows] =
    await Promise.all([
      db.query.appSettings.findMany({
        where: (table, { eq: equals }) => equals(table.userId, userId),
      }),
      db
        .select()
        .from(generatedImages)
        .where(eq(generatedImages.userId, userId))
        .orderBy(asc(generatedImages.createdAt)),
      db
        .select()
        .from(facePhotos)
        .where(eq(facePhotos.userId, userId))
        .orderBy(asc(facePhotos.createdAt)),
      db
        .select()
        .from(diaryImages)
        .where(eq(diaryImages.userId, userId))
        .orderBy(asc(diaryImages.savedAt)),
      db.select().from(stories).where(eq(stories.userId, userId)).orderBy(asc(stories.createdAt)),
      db.select().from(contactGroups).where(eq(contactGroups.userId, userId)),
      db.select().from(contacts).where(eq(contacts.userId, userId)),
    ]);
  const [
    sentRows,
    receivedRows,
    paymentRows,
    sessionRows,
    activityRows,
    recordingRows,
    undeliveredRows,
  ] = await Promise.all([
    db
      .select({ message: messages, to: recipient.username })
      .from(messages)
      .innerJoin(recipient, eq(recipient.id, messages.toUserId))
      .where(eq(messages.fromUserId, userId))
      .orderBy(asc(messages.sentAt)),
    db
      .select({ message: messages, from: sender.username })
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.fromUserId))
      // A blocked family's messages are the sender's copies only: nothing of them is this family's.
      .where(and(eq(messages.toUserId, userId), ne(messages.delivery, "withheld")))
      .orderBy(asc(messages.sentAt)),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt)),
    db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, userId))
      .orderBy(asc(userSessions.loginTime)),
    db
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, userId))
      .orderBy(asc(userActivity.timestamp)),
    db
      .select()
      .from(storyRecordings)
      .where(eq(storyRecordings.userId, userId))
      .orderBy(asc(storyRecordings.storyId), asc(storyRecordings.page)),
    db
      .select()
      .from(undeliveredCards)
      .where(eq(undeliveredCards.userId, userId))
      .orderBy(asc(undeliveredCards.createdAt)),
  ]);

  const files: ExportFile[] = [];
  const pictures = pictureRows.map((row) => {
    const file = `pictures/${row.id}.png`;
    files.push({ name: file, mediaFile: row.imageFile });
    const faceSwapFile = row.faceSwappedFile ? `pictures/${row.id}-face-swap.png` : null;
    if (row.faceSwappedFile && faceSwapFile)
      files.push({ name: faceSwapFile, mediaFile: row.faceSwappedFile });
    return {
      id: row.id,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      storyId: row.storyId,
      detectedObjects: row.detectedObjects,
      file,
      faceSwapFile,
    };
  });
  const facePhotoList = faceRows.map((row) => {
    const file = `face-photos/${row.id}${path.extname(row.imageFile)}`;
    files.push({ name: file, mediaFile: row.imageFile });
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      isActive: row.isActive === "true",
      createdAt: row.createdAt.toISOString(),
      file,
    };
  });
  const recordings = recordingRows.map((row) => {
    const file = `story-recordings/${row.storyId}-page-${row.page}${path.extname(row.audioFile)}`;
    files.push({ name: file, mediaFile: row.audioFile });
    return {
      id: row.id,
      storyId: row.storyId,
      page: row.page,
      durationMs: row.durationMs,
      createdAt: row.createdAt.toISOString(),
      file,
    };
  });
  const withoutUserId = <T extends { userId?: unknown }>(row: T) => {
    const { userId: _userId, ...rest } = row;
    return rest;
  };

  const data: TAccountExport = {
    exportedAt: now.toISOString(),
    user: presentUser(user),
    settings: presentSettings(settingsRows[0]),
    pictures,
    facePhotos: facePhotoList,
    diary: diaryRows.map(withoutUserId),
    stories: storyRows.map(withoutUserId),
    storyRecordings: recordings,
    contactGroups: groupRows.map(withoutUserId),
    contacts: contactRows.map(withoutUserId),
    messagesSent: sentRows.map(({ message, to }) => ({
      id: message.id,
      to,
      subject: message.subject,
      content: message.content,
      attachedImageId: message.attachedImageId,
      delivery: deliveryAsSenderSees(message.delivery),
      sentAt: message.sentAt.toISOString(),
      // Kept for the other family until they delete it too or its time is up.
      deletedByYou: message.deletedBySender === "true",
    })),
    messagesReceived: receivedRows.map(({ message, from }) => ({
      id: message.id,
      from,
      subject: message.subject,
      content: message.content,
      attachedImageId: message.attachedImageId,
      isRead: message.isRead === "true",
      delivery: message.delivery,
      sentAt: message.sentAt.toISOString(),
      deletedByYou: message.deletedByRecipient === "true",
      reportedAt: message.reportedAt?.toISOString() ?? null,
    })),
    payments: paymentRows.map(withoutUserId),
    sessions: sessionRows.map(withoutUserId),
    activity: activityRows.map(withoutUserId),
    ...(await collectFamilyTies(db, userId)),
    undeliveredCards: undeliveredRows.map(withoutUserId),
  };
  const page: ExportIndexData = {
    familyName: user.firstName || user.username,
    exportedAt: data.exportedAt,
    pictures,
    stories: storyRows.map(({ id, title, content, createdAt }) => ({
      id,
      title,
      content,
      createdAt: createdAt.toISOString(),
    })),
    recordings,
    messagesSent: sentRows
      .filter(({ message }) => message.deletedBySender !== "true")
      .map(({ message, to }) => ({ ...messageOnPage(message), to })),
    messagesReceived: receivedRows
      .filter(({ message }) => message.deletedByRecipient !== "true")
      .map(({ message, from }) => ({ ...messageOnPage(message), from })),
  };
  return { data, page, files, username: user.username };
}

function messageOnPage(message: typeof messages.$inferSelect) {
  return {
    subject: message.subject,
    content: message.content,
    attachedImageId: message.attachedImageId,
    sentAt: message.sentAt.toISOString(),
  };
}

/**
 * Zips data.json, index.html and the files one at a time, so a big gallery never sits in memory
 * whole.
 */
async function* zipEntries(
  data: TAccountExport,
  indexPage: string,
  files: ExportFile[],
  media: Pick<MediaStore, "read">,
): AsyncGenerator<Buffer> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (ready.length > 0) yield Buffer.from(ready.shift() as Uint8Array);
  };

  const json = new ZipDeflate("data.json", { level: 6 });
  zip.add(json);
  json.push(strToU8(JSON.stringify(data, null, 2)), true);
  yield* drain();
  const index = new ZipDeflate("index.html", { level: 6 });
  zip.add(index);
  index.push(strToU8(indexPage), true);
  yield* drain();

  for (const file of files) {
    const bytes = await media.read(path.basename(file.mediaFile));
    if (!bytes) continue;
    const entry = new ZipPassThrough(file.name);
    zip.add(entry);
    entry.push(bytes, true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
