import { useCallback, useEffect, useRef, useState } from "react";

/**
 * How long the 'Ta-da!' flourish plays once the picture (or story) has arrived. Short on
 * purpose: the child came for the picture, not for a finished progress bar (issue 15).
 */
export const OVERLAY_FLOURISH_MS = 500;

type TPhase = "hidden" | "running" | "celebrating";

/**
 * Opens the overlay; when the result arrives, plays a short flourish, closes, and then hands
 * over (`onShown`) so the result and its toast appear only once the overlay is gone.
 */
export function useGenerationOverlay() {
  const [phase, setPhase] = useState<TPhase>("hidden");
  const finishTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(finishTimer.current), []);

  const start = useCallback(() => {
    clearTimeout(finishTimer.current);
    setPhase("running");
  }, []);

  const finish = useCallback((onShown?: () => void) => {
    clearTimeout(finishTimer.current);
    setPhase("celebrating");
    finishTimer.current = setTimeout(() => {
      setPhase("hidden");
      onShown?.();
    }, OVERLAY_FLOURISH_MS);
  }, []);

  const close = useCallback(() => {
    clearTimeout(finishTimer.current);
    setPhase("hidden");
  }, []);

  return {
    isOpen: phase !== "hidden",
    isCelebrating: phase === "celebrating",
    start,
    finish,
    close,
  };
}
