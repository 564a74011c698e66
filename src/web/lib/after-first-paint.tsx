import { startTransition, useEffect, useState, type ReactNode } from "react";

interface AfterFirstPaintProps {
  children: ReactNode;
  /** Shown until then: nothing, unless given. */
  fallback?: ReactNode;
  /** Right after that frame is drawn rather than at the browser's next quiet moment. */
  isUrgent?: boolean;
}

/**
 * Shows its children only once the app's first screen has been drawn and the browser has a quiet
 * moment: for work nothing on that screen waits for, so it never delays the first paint.
 *
 * The children are drawn as a transition: React renders them in small slices between the
 * browser's other work rather than in one long task, and where they wait for lazily loaded code
 * under a Suspense boundary that is already on screen, the fallback given here stays (the same
 * elements, not drawn anew) until that code has arrived.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
  isUrgent = false,
}: AfterFirstPaintProps) {
  const [isPainted, setIsPainted] = useState(false);
  // An effect runs after the first commit; the callback after the frame that paints it.
  useEffect(
    () => (isUrgent ? afterNextFrame : whenIdle)(() => startTransition(() => setIsPainted(true))),
    [isUrgent],
  );
  return isPainted ? children : fallback;
}

/** Runs `work` in the browser's next idle period (soon, where there is none); returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

/** Runs `work` just after the browser draws its next frame; returns a cancel. */
function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
