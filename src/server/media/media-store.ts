import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const MEDIA_URL_PREFIX = "/media/";

const FILE_NAME = /^[A-Za-z0-9_-]{22,64}\.(png|webp|jpg|mp3)$/;

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
      const names = fileNames.filter((name): name is string => !!name && FILE_NAME.test(name));
      await Promise.all(names.map((name) => rm(path.join(folder, name), { force: true })));
    },
    urlFor: (fileName) => `${MEDIA_URL_PREFIX}${fileName}`,
  };
}
