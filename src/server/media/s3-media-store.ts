import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  isMediaFileName,
  MEDIA_CONTENT_TYPES,
  mediaContentTypeOf,
  mediaFileNames,
  mediaUrlFor,
  newMediaFileName,
  type MediaStore,
} from "./media-store";

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** What a `GET /media/…` gets from the bucket: the object, or the status to answer instead. */
export type MediaFetch =
  | {
      status: 200 | 206;
      body: Readable;
      headers: Record<string, string>;
    }
  | { status: 304 | 404 | 416; headers: Record<string, string> };

export interface MediaRequestHeaders {
  range?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export interface S3MediaStore extends MediaStore {
  readonly kind: "s3";
  /** One object for a browser, honouring its Range and conditional headers. */
  fetch(fileName: string, request: MediaRequestHeaders): Promise<MediaFetch>;
  close(): Promise<void>;
}

/** Objects per listing page (S3's own maximum). */
const LIST_PAGE_SIZE = 1000;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default checksums are refused by MinIO, Garage, Ceph and Backblaze.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function httpDate(text: string | undefined): Date | undefined {
  const date = text ? new Date(text) : undefined;
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Media as objects in one S3-compatible bucket, named as in the folder store (the bucket holds
 * nothing else). Checks at start that the bucket answers, so a wrong setting stops the server.
 */
export async function createS3MediaStore(config: S3Config): Promise<S3MediaStore> {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`The media bucket ${Bucket} cannot be reached: ${reason}`);
  }
  return {
    kind: "s3",
    async save(bytes, extension) {
      const Key = newMediaFileName(extension);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: bytes,
          ContentType: MEDIA_CONTENT_TYPES[extension],
        }),
      );
      return Key;
    },
    async read(fileName) {
      if (!isMediaFileName(fileName)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: fileName }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async remove(...fileNames) {
      // One request per object: DeleteObjects needs a checksum some compatible servers refuse.
      await Promise.all(
        mediaFileNames(fileNames).map((Key) =>
          client.send(new DeleteObjectCommand({ Bucket, Key })),
        ),
      );
    },
    urlFor: mediaUrlFor,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, MaxKeys: LIST_PAGE_SIZE, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && isMediaFileName(object.Key)) {
            yield { name: object.Key, modifiedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async fetch(fileName, request) {
      if (!isMediaFileName(fileName)) return { status: 404, headers: {} };
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: fileName,
            Range: request.range,
            IfNoneMatch: request.ifNoneMatch,
            IfModifiedSince: httpDate(request.ifModifiedSince),
          }),
        );
        const headers: Record<string, string> = {
          "content-type": mediaContentTypeOf(fileName),
          "accept-ranges": "bytes",
        };
        if (object.ContentLength !== undefined)
          headers["content-length"] = String(object.ContentLength);
        if (object.ContentRange) headers["content-range"] = object.ContentRange;
        if (object.ETag) headers.etag = object.ETag;
        if (object.LastModified) headers["last-modified"] = object.LastModified.toUTCString();
        return {
          status: object.ContentRange ? 206 : 200,
          body: object.Body as Readable,
          headers,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304 || status === 404 || status === 416) return { status, headers: {} };
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}
