import type { TUnreadCount } from "@/shared/contracts/messages";
import { useQuery } from "@tanstack/react-query";
import { checkedByServer, getJson } from "@/web/lib/api";

/**
 * The header's unread count, apart from the other message calls, so the page's first script does
 * not carry them (the first-load budget).
 */
export const UNREAD_COUNT_KEY = ["/api/messages/unread-count"] as const;
/** How often the header looks for new messages while the app is open. */
export const UNREAD_POLL_MS = 30_000;

/** Unread messages for the header's Messages menu (signed-in users only). */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => getJson(UNREAD_COUNT_KEY[0], checkedByServer<TUnreadCount>()),
    refetchInterval: UNREAD_POLL_MS,
  });
}
