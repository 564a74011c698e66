import type { TUser } from "@/shared/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

async function fetchCurrentUser(): Promise<TUser | null> {
  // No connection and no answer kept by the service worker: nobody known, so a visitor.
  const response = await fetch(CURRENT_USER_KEY[0], { credentials: "include" }).catch(() => null);
  if (!response) return null;
  // Read every answer to its end (a 401 too), so no request is left open.
  const body: unknown = await response.json().catch(() => null);
  return response.ok ? (body as TUser | null) : null;
}

/**
 * The current-user query: null for a visitor (the server's 401, or any other failure), never retried. Asked once per page: on the first use, then again on each
 * page change (`RefreshCurrentUserOnNavigate`), not once per component that reads it.
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
  // Asked even offline: the service worker answers with the last answer.
  networkMode: "offlineFirst",
});

/** Who is using the app: the signed-in user, or null for a visitor. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending, isSignedIn: Boolean(query.data) };
}
