import type { TUser } from "@/shared/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { checkedByServer } from "@/web/lib/api";
import {
  CURRENT_USER_PATH,
  forgetLastKnownUser,
  keepLastKnownUser,
  lastKnownUser,
} from "@/web/features/offline/kept-answers";

export const CURRENT_USER_KEY = [CURRENT_USER_PATH] as const;

/** Every page asks who is signed in before anything else: read as the server checked it. */
const USER = checkedByServer<TUser>();

async function fetchCurrentUser(): Promise<TUser | null> {
  const response = await fetch(CURRENT_USER_KEY[0], { credentials: "include" }).catch(() => null);
  // No connection and no answer from the service worker: the family's last known self, if any.
  if (!response) {
    const kept = await lastKnownUser().catch(() => null);
    return kept ? USER.parse(kept) : null;
  }
  // Read every answer to its end (a 401 too), so no request is left open.
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body) {
    void keepLastKnownUser(body);
    return USER.parse(body);
  }
  if (response.status === 401) void forgetLastKnownUser();
  return null;
}

/**
 * The current-user query: null for a visitor (the server's 401, or any other failure), never retried. Asked once per page: on the first use, then again on each
 * page change (`RefreshCurrentUserOnNavigate`), not once per component that reads it.
 */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
  // Asked even offline: the service worker, or the page's own copy, answers with the last answer.
  networkMode: "offlineFirst",
});

/** Who is using the app: the signed-in user, or null for a visitor. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending, isSignedIn: Boolean(query.data) };
}
