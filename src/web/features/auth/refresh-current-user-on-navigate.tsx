import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { CURRENT_USER_KEY } from "./use-current-user";

/**
 * The spec refetches the current user on every mount; here that is every page: one request when
 * the page changes, however many components on it read the user.
 */
export function RefreshCurrentUserOnNavigate() {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && previous.current !== location) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    }
    previous.current = location;
  }, [location, queryClient]);
  return null;
}
