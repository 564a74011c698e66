import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

const isReduced = () => window.matchMedia?.(QUERY).matches ?? false;

/** Whether the device asks for less motion (kept current if the setting changes). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, isReduced, () => false);
}
