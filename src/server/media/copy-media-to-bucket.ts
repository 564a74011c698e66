import { opendir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand, S3ServiceException } from "@aws-sdk/client-s3";
import { isMediaFileName, MEDIA_CONTENT_TYPES, type MediaExtension } from "./media-store";
import { createS3Client, type S3Config } from "./s3-media-store";

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size (an earlier run): left as they are. */
  alreadyThere: number;
}

/**
 * Copies every media file of a `DATA_DIR/media` folder into the bucket under the same name, so
 * the rows naming them keep working once MEDIA_STORE=s3. Safe to run again (after an interruption,
 * or to catch files written since): what is already there is skipped. The folder is left as it
 * is; remove it once the app runs on the bucket.
 */
export async function copyMediaToBucket(
  folder: string,
  config: S3Config,
  progress: (report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const client = createS3Client(config);
  const report: CopyReport = { copied: 0, alreadyThere: 0 };
  try {
    for await (const entry of await opendir(folder)) {
      if (!entry.isFile() || !isMediaFileName(entry.name)) continue;
      const file = path.join(folder, entry.name);
      const size = (await stat(file)).size;
      if ((await sizeInBucket(client, config.bucket, entry.name)) === size) {
        report.alreadyThere += 1;
      } else {
        const extension = path.extname(entry.name).slice(1) as MediaExtension;
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: entry.name,
            Body: await readFile(file),
            ContentType: MEDIA_CONTENT_TYPES[extension],
          }),
        );
        report.copied += 1;
      }
      if ((report.copied + report.alreadyThere) % 100 === 0) progress(report);
    }
    return report;
  } finally {
    client.destroy();
  }
}

async function sizeInBucket(
  client: ReturnType<typeof createS3Client>,
  bucket: string,
  key: string,
): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? null;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
    throw error;
  }
}
