import { z } from "zod";
import { ZRecordId } from "./text";

/**
 * A grown-up's own voice reading a Story Book page (issue 26). Signed in, own stories only.
 * - GET    /api/stories/{id}/recordings         → 200 ZStoryRecordingList | 404
 * - PUT    /api/stories/{id}/recordings/{page}  ZSaveStoryRecordingBody → 200 ZStoryRecording
 *                                               | 400 | 403 | 404 | 413 (a new one replaces the old;
 *                                               403: the family's recording room is full)
 * - DELETE /api/stories/{id}/recordings/{page}  → 204 | 404
 * `page` is the book page's position: 0 the title page, then the scenes, then "The End".
 */

/** A page's recording stops itself after this long. */
export const RECORDING_MAX_SECONDS = 60;
export const RECORDING_MAX_MS = RECORDING_MAX_SECONDS * 1000;
/**
 * The longest recording kept, by its container's own clock: the recorder stops itself at a
 * minute, and the sound up to its stop (a moment later) is written too.
 */
export const RECORDING_LONGEST_KEPT_MS = RECORDING_MAX_MS + 1000;
/** What the recorder asks the browser for: a minute of speech is ~0.5 MB. */
export const RECORDING_BITS_PER_SECOND = 64_000;
/** Room for a minute at twice that rate (Safari may pick its own) and the container. */
export const RECORDING_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 makes 3 bytes 4 characters; room for a `data:audio/webm;codecs=opus;base64,` prefix. */
export const RECORDING_MAX_DATA_URL_LENGTH = Math.ceil(RECORDING_MAX_BYTES / 3) * 4 + 100;
/** The title page, up to 8 scenes, "The End". */
export const RECORDING_MAX_PAGE = 9;

export const RECORDING_MESSAGES = {
  notAudio:
    "That is not a recording we can keep. Please record with the app's Record button (WebM or Ogg with Opus, or MP4 with AAC).",
  tooLarge: "That recording is too big. Please keep each page under a minute.",
  tooLong: `Please keep each page's recording under ${RECORDING_MAX_SECONDS} seconds.`,
  noSuchPage: "This story has no such page.",
  storyNotFound: "That story was not found in your Story Book.",
  recordingNotFound: "This page has no recording.",
} as const;

export const ZStoryRecording = z.object({
  page: z.number().int(),
  /** `/media/…` address of the audio (WebM, Ogg or MP4, as the browser recorded it). */
  audioUrl: z.string(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type TStoryRecording = z.infer<typeof ZStoryRecording>;
export const ZStoryRecordingList = z.array(ZStoryRecording);

export const ZStoryRecordingParams = z.object({
  id: ZRecordId,
  page: z.coerce
    .number({ error: RECORDING_MESSAGES.noSuchPage })
    .int(RECORDING_MESSAGES.noSuchPage)
    .min(0, RECORDING_MESSAGES.noSuchPage)
    .max(RECORDING_MAX_PAGE, RECORDING_MESSAGES.noSuchPage),
});

export const ZSaveStoryRecordingBody = z.object({
  /** A `data:audio/…;base64,…` URL of the recorder's bytes; the format is read from the bytes. */
  audio: z
    .string({ error: RECORDING_MESSAGES.notAudio })
    .max(RECORDING_MAX_DATA_URL_LENGTH, RECORDING_MESSAGES.tooLarge),
  durationMs: z
    .number({ error: RECORDING_MESSAGES.tooLong })
    .int(RECORDING_MESSAGES.tooLong)
    .min(0, RECORDING_MESSAGES.tooLong)
    .max(RECORDING_MAX_MS, RECORDING_MESSAGES.tooLong),
});
export type TSaveStoryRecordingBody = z.infer<typeof ZSaveStoryRecordingBody>;
