import { useCallback, useEffect, useRef, useState } from "react";

/** How long the finished overlay stays at 100% before it closes. */
export const OVERLAY_FINISH_HOLD_MS = 800;

type TPhase = "hidden" | "running" | "finishing";

/** Opens the overlay, forces it complete when the picture arrives, and closes it. */
export function useGenerationOverlay() {
  const [phase, setPhase] = useState<TPhase>("hidden");
  const finishTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(finishTimer.current), []);

  const start = useCallback(() => {
    clearTimeout(finishTimer.current);
    setPhase("running");
  }, []);

  const finish = useCallback(() => {
    setPhase("finishing");
    finishTimer.current = setTimeout(() => setPhase("hidden"), OVERLAY_FINISH_HOLD_MS);
  }, []);

  const close = useCallback(() => {
    clearTimeout(finishTimer.current);
    setPhase("hidden");
  }, []);

  return {
    isOpen: phase !== "hidden",
    isForcedComplete: phase === "finishing",
    start,
    finish,
    close,
  };
}
