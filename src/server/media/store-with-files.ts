import type { MediaStore } from "./media-store";

export interface MediaFile {
  bytes: Buffer;
  extension: Parameters<MediaStore["save"]>[1];
}

/**
 * Writes the files, then runs `commit` with their names (one database transaction that charges
 * the quota and inserts the rows naming them). If it fails the files are removed; if the process
 * dies before it commits, nothing was charged and the orphan sweep removes the files.
 */
export async function storeWithFiles<Key extends string, Result>(
  media: MediaStore,
  files: Record<Key, MediaFile>,
  commit: (fileNames: Record<Key, string>) => Promise<Result>,
): Promise<Result> {
  const saved: string[] = [];
  try {
    const names = {} as Record<Key, string>;
    for (const key of Object.keys(files) as Key[]) {
      names[key] = await media.save(files[key].bytes, files[key].extension);
      saved.push(names[key]);
    }
    return await commit(names);
  } catch (error) {
    await media.remove(...saved);
    throw error;
  }
}
