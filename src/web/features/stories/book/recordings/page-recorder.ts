import { RECORDING_BITS_PER_SECOND, RECORDING_MAX_MS } from "@/shared/contracts/story-recordings";

/** What each browser's MediaRecorder makes for speech, best first (the server knows these). */
export const RECORDING_TYPES = [
  "audio/webm;codecs=opus", // Chromium
  "audio/ogg;codecs=opus", // Firefox
  "audio/mp4", // Safari (AAC)
] as const;

export interface TRecordedPage {
  audio: Blob;
  durationMs: number;
}

export interface TRecordingSession {
  /** Ends the recording; `onDone` follows with what was recorded. */
  stop(): void;
  /** Ends it and throws it away. */
  cancel(): void;
}

interface RecorderEnvironment {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  MediaRecorder: typeof MediaRecorder;
  now(): number;
}

const browserEnvironment = (): RecorderEnvironment | null =>
  typeof MediaRecorder === "function" && navigator.mediaDevices?.getUserMedia
    ? {
        getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
        MediaRecorder,
        now: () => performance.now(),
      }
    : null;

/** Whether this browser can record a page at all. */
export const canRecordPages = () => browserEnvironment() !== null;

/**
 * Records the microphone until `stop()`, or until a page's longest recording (60 s), when it
 * stops itself. Asks for the microphone first (the browser may ask the grown-up); a refusal
 * rejects. The recording's duration is measured here: the containers browsers write while
 * recording carry none.
 */
export async function startPageRecording(
  onDone: (page: TRecordedPage) => void,
  environment: RecorderEnvironment | null = browserEnvironment(),
): Promise<TRecordingSession> {
  if (!environment) throw new Error("This browser cannot record");
  const stream = await environment.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true },
  });
  const mimeType = RECORDING_TYPES.find((type) => environment.MediaRecorder.isTypeSupported(type));
  const release = () => stream.getTracks().forEach((track) => track.stop());
  let recorder: MediaRecorder;
  try {
    recorder = new environment.MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
    });
  } catch (error) {
    release();
    throw error;
  }
  const chunks: Blob[] = [];
  let isCancelled = false;
  const startedAt = environment.now();
  let stoppedAt = startedAt;
  const stop = () => {
    clearTimeout(limit);
    if (recorder.state === "inactive") return;
    stoppedAt = environment.now();
    recorder.stop();
  };
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    release();
    if (isCancelled) return;
    const durationMs = Math.min(Math.round(stoppedAt - startedAt), RECORDING_MAX_MS);
    onDone({
      audio: new Blob(chunks, { type: recorder.mimeType || mimeType || "audio/x-recording" }),
      durationMs,
    });
  };
  const limit = setTimeout(stop, RECORDING_MAX_MS);
  recorder.start();
  return {
    stop,
    cancel: () => {
      isCancelled = true;
      stop();
      release();
    },
  };
}
