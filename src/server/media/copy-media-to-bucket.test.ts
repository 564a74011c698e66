import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startS3TestServer } from "../test/s3-test-server";
import { copyMediaToBucket } from "./copy-media-to-bucket";
import { newMediaFileName } from "./media-store";
import { createS3MediaStore, type S3Config } from "./s3-media-store";

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-copy-"));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("copying DATA_DIR/media into a bucket", () => {
  it("copies every media file under its own name, and a second run copies nothing again", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...s3.env });
    if (config.media.store !== "s3") throw new Error("expected the s3 store");
    const s3Config: S3Config = config.media.s3;
    mkdirSync(config.mediaDir, { recursive: true });
    const picture = newMediaFileName("png");
    const tune = newMediaFileName("mp3");
    writeFileSync(path.join(config.mediaDir, picture), "picture bytes");
    writeFileSync(path.join(config.mediaDir, tune), "tune bytes");
    writeFileSync(path.join(config.mediaDir, "notes.txt"), "not media");

    expect(await copyMediaToBucket(config.mediaDir, s3Config)).toEqual({
      copied: 2,
      alreadyThere: 0,
    });
    const bucket = await createS3MediaStore(s3Config);
    try {
      expect((await bucket.read(picture))?.toString()).toBe("picture bytes");
      expect((await bucket.read(tune))?.toString()).toBe("tune bytes");
      const names: string[] = [];
      for await (const file of bucket.list()) names.push(file.name);
      expect(names.sort()).toEqual([picture, tune].sort());

      const late = newMediaFileName("webp");
      writeFileSync(path.join(config.mediaDir, late), "written since");
      expect(await copyMediaToBucket(config.mediaDir, s3Config)).toEqual({
        copied: 1,
        alreadyThere: 2,
      });
      expect((await bucket.read(late))?.toString()).toBe("written since");
    } finally {
      await bucket.close();
    }
  });

  it("refuses to start on a bucket that does not answer, saying which", async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...s3.env,
      S3_BUCKET: "no-such-bucket",
    });
    if (config.media.store !== "s3") throw new Error("expected the s3 store");
    await expect(createS3MediaStore(config.media.s3)).rejects.toThrow(
      /The media bucket no-such-bucket cannot be reached/,
    );
  });

  it("needs the bucket and its keys when MEDIA_STORE=s3", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, MEDIA_STORE: "s3" })).toThrow(
      /MEDIA_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, MEDIA_STORE: "disk" })).toThrow(/MEDIA_STORE/);
  });
});
