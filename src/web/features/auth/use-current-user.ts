import type { TUser } from "@/shared/contracts/auth";
import { useQuery } from "@tanstack/react-query";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

async function fetchCurrentUser(): Promise<TUser | null> {
  const response = await fetch(CURRENT_USER_KEY[0], { credentials: "include" });
  if (!response.ok) return null;
  return (await response.json()) as TUser;
}

/**
 * Who is using the app: the signed-in user, or null for a visitor. Any non-OK answer (401, or the
 * call not being there yet) means a visitor. Refetched on every mount (spec section 7).
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    refetchOnMount: "always",
  });
  return { user: query.data ?? null, isLoading: query.isPending, isSignedIn: Boolean(query.data) };
}
