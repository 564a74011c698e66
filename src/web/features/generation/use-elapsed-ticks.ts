import { useEffect, useState } from "react";
import { OVERLAY_TICK_MS } from "./overlay-timing";

/** Milliseconds since `isRunning` turned true, updated every tick; 0 while not running. */
export function useElapsedTicks(isRunning: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    const startedAt = performance.now();
    const timer = setInterval(() => setElapsed(performance.now() - startedAt), OVERLAY_TICK_MS);
    return () => {
      clearInterval(timer);
      setElapsed(0);
    };
  }, [isRunning]);
  return elapsed;
}
