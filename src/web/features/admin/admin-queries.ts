import { ZAdminAnalytics, ZAdminUsersPage } from "@/shared/contracts/admin";
import {
  ZAccountBlock,
  ZSupportInbox,
  ZSupportSubmission,
  type TSupportStatus,
} from "@/shared/contracts/support";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequest } from "./admin-api";
import type { TSupportFilter } from "./support-filter-cards";
import { ADMIN_QUERY_ROOT, useAdminCredentials } from "./admin-session";

const keys = {
  analytics: [ADMIN_QUERY_ROOT, "analytics"] as const,
  users: [ADMIN_QUERY_ROOT, "users"] as const,
  support: (filter: TSupportFilter) => [ADMIN_QUERY_ROOT, "support", filter] as const,
};

export function useAdminAnalytics() {
  const credentials = useAdminCredentials();
  return useQuery({
    queryKey: keys.analytics,
    queryFn: () => adminRequest(credentials, "GET", "/api/admin/analytics", ZAdminAnalytics),
  });
}

/** The user list, a page at a time as the admin scrolls. */
export function useAdminUsers() {
  const credentials = useAdminCredentials();
  return useInfiniteQuery({
    queryKey: keys.users,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      adminRequest(
        credentials,
        "GET",
        `/api/admin/users${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
        ZAdminUsersPage,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

const SUPPORT_QUERIES: Readonly<Record<"all" | "priority", string>> = {
  all: "",
  priority: "?priority=true",
};

/** The inbox behind a filter card: every message, only priority support, or one subject. */
export function useSupportInbox(filter: TSupportFilter) {
  const credentials = useAdminCredentials();
  const query =
    filter === "all" || filter === "priority" ? SUPPORT_QUERIES[filter] : `?subject=${filter}`;
  return useQuery({
    queryKey: keys.support(filter),
    queryFn: () => adminRequest(credentials, "GET", `/api/admin/support${query}`, ZSupportInbox),
  });
}

export function useUpdateSupportStatus() {
  const credentials = useAdminCredentials();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TSupportStatus }) =>
      adminRequest(
        credentials,
        "PATCH",
        `/api/admin/support/${encodeURIComponent(id)}/status`,
        ZSupportSubmission,
        { status },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, "support"] }),
  });
}

/** Blocks (or unblocks) the account a safety report names. */
export function useBlockAccount() {
  const credentials = useAdminCredentials();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isBlocked }: { id: string; isBlocked: boolean }) =>
      adminRequest(
        credentials,
        isBlocked ? "POST" : "DELETE",
        `/api/admin/users/${encodeURIComponent(id)}/block`,
        ZAccountBlock,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, "support"] }),
  });
}
