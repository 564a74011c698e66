import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** After a successful upload or activation the family goes back to / (spec social.md §9). */
export const RETURN_HOME_DELAY_MS = 1500;

export function useGoHomeSoon() {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate("/"), RETURN_HOME_DELAY_MS);
  };
}
