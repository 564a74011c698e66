import { useEffect, useRef, useState } from "react";
import { startPageRecording, type TRecordedPage, type TRecordingSession } from "./page-recorder";

export type TRecorderPhase = "idle" | "asking" | "recording";

/**
 * The microphone for one page: `start()` asks for it and records, `stop()` (or the 60 s limit)
 * hands the recording to `onRecorded`. Leaving the page (unmounting) throws a recording away.
 */
export function usePageRecorder(
  onRecorded: (page: TRecordedPage) => void,
  onCannotRecord: () => void,
) {
  const [phase, setPhase] = useState<TRecorderPhase>("idle");
  const [elapsedMs, setElapsedMs] = useState(0);
  const session = useRef<TRecordingSession | null>(null);
  const latest = useRef({ onRecorded, onCannotRecord });
  latest.current = { onRecorded, onCannotRecord };

  useEffect(() => () => session.current?.cancel(), []);

  useEffect(() => {
    if (phase !== "recording") return;
    const startedAt = performance.now();
    setElapsedMs(0);
    const tick = setInterval(() => setElapsedMs(performance.now() - startedAt), 250);
    return () => clearInterval(tick);
  }, [phase]);

  async function start() {
    setPhase("asking");
    try {
      session.current = await startPageRecording((page) => {
        session.current = null;
        setPhase("idle");
        latest.current.onRecorded(page);
      });
      setPhase("recording");
    } catch {
      setPhase("idle");
      latest.current.onCannotRecord();
    }
  }

  return { phase, elapsedMs, start, stop: () => session.current?.stop() };
}
