import type { TFamilyRequests } from "@/shared/contracts/family";
import { useQuery } from "@tanstack/react-query";
import { UNREAD_POLL_MS } from "@/web/features/messages/unread-count";
import { checkedByServer, getJson } from "@/web/lib/api";

/**
 * Under the requests' own key (`family-calls.ts`), so answering a request refreshes the count too.
 * One request is enough to learn the total: the page says how many families wait in all.
 */
const WAITING_REQUESTS_KEY = ["/api/family/requests", "waiting-count"] as const;

/**
 * How many families wait for a grown-up's answer, for the header and the home page (issue 36):
 * a request nobody sees is a cousin left waiting. Checked as often as unread messages.
 */
export function useWaitingRequestCount({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const { data } = useQuery({
    queryKey: WAITING_REQUESTS_KEY,
    queryFn: () => getJson("/api/family/requests?limit=1", checkedByServer<TFamilyRequests>()),
    refetchInterval: UNREAD_POLL_MS,
    enabled: isEnabled,
  });
  return data?.total ?? 0;
}

/** What follows the count: "family request waiting", "family requests waiting". */
export function waitingRequestsWords(count: number): string {
  return `family ${count === 1 ? "request" : "requests"} waiting`;
}

/** "1 family is asking to connect", "3 families are asking to connect". */
export function askingFamiliesText(count: number): string {
  return count === 1 ? "1 family is asking to connect" : `${count} families are asking to connect`;
}
