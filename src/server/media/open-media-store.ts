import type { Config } from "../config";
import { createMediaStore, type FolderMediaStore } from "./media-store";
import type { S3MediaStore } from "./s3-media-store";

export type ConfiguredMediaStore = FolderMediaStore | S3MediaStore;

/**
 * The store MEDIA_STORE names: the `DATA_DIR/media` folder, or the S3 bucket (the S3 client is
 * loaded only then: it is large, and most installations never need it).
 */
export async function openMediaStore(config: Pick<Config, "media">): Promise<ConfiguredMediaStore> {
  if (config.media.store === "local") return createMediaStore(config.media.folder);
  const { createS3MediaStore } = await import("./s3-media-store");
  return createS3MediaStore(config.media.s3);
}
