import { randomBytes } from "node:crypto";
import { mkdir, opendir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export const MEDIA_URL_PREFIX = "/media/";

/** A media file's name: a random id and one of the kinds kept (found inside URLs and JSON too). */
export const MEDIA_FILE_NAME = /[A-Za-z0-9_-]{22,64}\.(?:png|webp|jpg|mp3|webm|ogg|m4a)/g;
const FILE_NAME = new RegExp(`^${MEDIA_FILE_NAME.source}$`);
export const isMediaFileName = (name: string) => FILE_NAME.test(name);

export type MediaExtension = "png" | "webp" | "jpg" | "mp3" | "webm" | "ogg" | "m4a";

export const MEDIA_CONTENT_TYPES: Record<MediaExtension, string> = {
  png: "image/png",
  webp: "image/webp",
  jpg: "image/jpeg",
  mp3: "audio/mpeg",
  /** A grown-up's recorded story page, as Chromium, Firefox or Safari's MediaRecorder made it. */
  webm: "audio/webm",
  ogg: "audio/ogg",
  m4a: "audio/mp4",
};

/**
 * The type a media file is served with, by its name's extension: the folder store's static
 * server would otherwise guess (a `.webm` as `video/webm`, though every one kept is a recording).
 */
export const mediaContentTypeOf = (fileName: string): string =>
  MEDIA_CONTENT_TYPES[fileName.slice(fileName.lastIndexOf(".") + 1) as MediaExtension] ??
  "application/octet-stream";

/** A stored media file as a listing shows it. */
export interface StoredMediaFile {
  name: string;
  modifiedAt: Date;
}

/**
 * Where pictures, thumbnails, face photos, cards, tunes and recorded pages are kept, under unguessable random
 * names (DESIGN decision 12): a folder (the default) or an S3-compatible bucket. Code that keeps
 * media uses only this; `/media/…` is served by `serve-media.ts` for either.
 */
export interface MediaStore {
  readonly kind: "folder" | "s3";
  save(bytes: Buffer, extension: MediaExtension): Promise<string>;
  /** The file's bytes, or null when there is no such file. */
  read(fileName: string): Promise<Buffer | null>;
  remove(...fileNames: Array<string | null | undefined>): Promise<void>;
  urlFor(fileName: string): string;
  /** Every media file kept, a page at a time (a bucket is never listed whole into memory). */
  list(): AsyncIterable<StoredMediaFile>;
}

export const newMediaFileName = (extension: MediaExtension) =>
  `${randomBytes(18).toString("base64url")}.${extension}`;

export const mediaUrlFor = (fileName: string) => `${MEDIA_URL_PREFIX}${fileName}`;

/** Names only media files: anything else (a path, a stray name) is ignored. */
export const mediaFileNames = (fileNames: Array<string | null | undefined>) =>
  fileNames.filter((name): name is string => !!name && isMediaFileName(name));

export interface FolderMediaStore extends MediaStore {
  readonly kind: "folder";
  readonly folder: string;
}

/** Media files in one folder (`DATA_DIR/media` unless MEDIA_STORE=s3). */
export async function createMediaStore(folder: string): Promise<FolderMediaStore> {
  await mkdir(folder, { recursive: true });
  const fileOf = (name: string) => path.join(folder, path.basename(name));
  return {
    kind: "folder",
    folder,
    async save(bytes, extension) {
      const fileName = newMediaFileName(extension);
      await writeFile(fileOf(fileName), bytes, { flag: "wx" });
      return fileName;
    },
    async read(fileName) {
      if (!isMediaFileName(fileName)) return null;
      return readFile(fileOf(fileName)).catch(() => null);
    },
    async remove(...fileNames) {
      await Promise.all(mediaFileNames(fileNames).map((name) => rm(fileOf(name), { force: true })));
    },
    urlFor: mediaUrlFor,
    async *list() {
      for await (const entry of await opendir(folder)) {
        if (!entry.isFile() || !isMediaFileName(entry.name)) continue;
        const info = await stat(fileOf(entry.name)).catch(() => null);
        if (info) yield { name: entry.name, modifiedAt: info.mtime };
      }
    },
  };
}
