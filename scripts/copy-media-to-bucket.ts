/**
 * `npm run media:to-bucket`: copies DATA_DIR/media into the bucket the S3_* variables name (with
 * MEDIA_STORE=s3), before the app is started on the bucket. Safe to run twice.
 */
import { loadConfig } from "../src/server/config";
import { copyMediaToBucket } from "../src/server/media/copy-media-to-bucket";

const config = loadConfig();
if (config.media.store !== "s3") {
  console.error("Set MEDIA_STORE=s3 and the S3_* variables of the bucket to copy the media into.");
  process.exit(1);
}
const { bucket } = config.media.s3;
console.log(`Copying ${config.mediaDir} into the bucket ${bucket}…`);
const report = await copyMediaToBucket(config.mediaDir, config.media.s3, (sofar) =>
  console.log(`  ${sofar.copied} copied, ${sofar.alreadyThere} already there`),
);
console.log(
  `Done: ${report.copied} files copied, ${report.alreadyThere} were already in ${bucket}. ` +
    `Start the app with MEDIA_STORE=s3; ${config.mediaDir} can be removed once it runs well.`,
);
