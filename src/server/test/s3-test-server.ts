import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "doodle-dino-media";

/**
 * A real S3-compatible server on loopback (s3rver, which checks request signatures but not
 * presigned URLs), with one empty bucket. `env` configures the app to keep its media there.
 */
export async function startS3TestServer() {
  const directory = mkdtempSync(path.join(tmpdir(), "doodle-dino-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const env = {
    MEDIA_STORE: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: TEST_BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  return {
    env,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
