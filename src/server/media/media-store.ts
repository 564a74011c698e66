import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const MEDIA_URL_PREFIX = "/media/";

/** A media file's name: a random id and one of the kinds kept (found inside URLs and JSON too). */
export const MEDIA_FILE_NAME = /[A-Za-z0-9_-]{22,64}\.(?:png|webp|jpg|mp3)/g;
const FILE_NAME = new RegExp(`^${MEDIA_FILE_NAME.source}$`);

export const isMediaFileName = (name: string) => FILE_NAME.test(name);

/** Media files under one folder, named by unguessable random ids (DESIGN decision 12). */
export interface MediaStore {
  save(bytes: Buffer, extension: "png" | "webp" | "jpg" | "mp3"): Promise<string>;
  remove(...fileNames: Array<string | null | undefined>): Promise<void>;
  urlFor(fileName: string): string;
  readonly folder: string;
}

export async function createMediaStore(folder: string): Promise<MediaStore> {
  await mkdir(folder, { recursive: true });
  return {
    folder,
    async save(bytes, extension) {
      const fileName = `${randomBytes(18).toString("base64url")}.${extension}`;
      await writeFile(path.join(folder, fileName), bytes, { flag: "wx" });
      return fileName;
    },
    async remove(...fileNames) {
      const names = fileNames.filter((name): name is string => !!name && isMediaFileName(name));
      await Promise.all(names.map((name) => rm(path.join(folder, name), { force: true })));
    },
    urlFor: (fileName) => `${MEDIA_URL_PREFIX}${fileName}`,
  };
}
