import {
  ZFamilyAnswer,
  ZFamilyConnections,
  ZFamilyRequests,
  ZGrownUpMessagePage,
  type TFamilyAnswer,
  type TGrownUpBox,
} from "@/shared/contracts/family";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answerOf, apiRequest, getJson } from "@/web/lib/api";
import { MESSAGE_BOX_KEYS, UNREAD_COUNT_KEY } from "@/web/features/messages/message-calls";

export const FAMILY_REQUESTS_KEY = ["/api/family/requests"] as const;
export const FAMILY_CONNECTIONS_KEY = ["/api/family/connections"] as const;
export const GROWN_UP_MESSAGE_KEYS = {
  received: ["/api/family/messages/received"],
  sent: ["/api/family/messages/sent"],
} as const;

/** The requests waiting, newest first, a page at a time; each page says how many wait in all. */
export function useFamilyRequests() {
  return useInfiniteQuery({
    queryKey: FAMILY_REQUESTS_KEY,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      getJson(withCursor(FAMILY_REQUESTS_KEY[0], pageParam), ZFamilyRequests),
    getNextPageParam: (page) => page.nextCursor,
  });
}

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export function useFamilyConnections() {
  return useQuery({
    queryKey: FAMILY_CONNECTIONS_KEY,
    queryFn: () => getJson(FAMILY_CONNECTIONS_KEY[0], ZFamilyConnections),
  });
}

/** The grown-ups' page's view of one direction, newest first, a page at a time. */
export function useGrownUpMessages(box: TGrownUpBox) {
  return useInfiniteQuery({
    queryKey: GROWN_UP_MESSAGE_KEYS[box],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      getJson(withCursor(GROWN_UP_MESSAGE_KEYS[box][0], pageParam), ZGrownUpMessagePage),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export type TFamilyAction =
  | { kind: "accept" | "decline" | "block" | "unblock" | "disconnect"; username: string }
  /** Reports a waiting request's message: the same safety report, and the family is blocked. */
  | { kind: "report"; username: string; messageId: string };

const family = (username: string) => encodeURIComponent(username);

async function run(action: TFamilyAction): Promise<TFamilyAnswer | null> {
  const { kind, username } = action;
  if (kind === "report") {
    const reported = `/api/messages/${encodeURIComponent(action.messageId)}/report`;
    return answerOf(await apiRequest("POST", reported), ZFamilyAnswer);
  }
  const response =
    kind === "accept" || kind === "decline"
      ? await apiRequest("POST", `/api/family/requests/${family(username)}/${kind}`)
      : kind === "block"
        ? await apiRequest("POST", "/api/family/blocks", { username })
        : kind === "unblock"
          ? await apiRequest("DELETE", `/api/family/blocks/${family(username)}`)
          : await apiRequest("DELETE", `/api/family/connections/${family(username)}`);
  return response.status === 204 ? null : answerOf(response, ZFamilyAnswer);
}

/** Accept, decline, report, block, unblock or disconnect; refreshes the lists and the inbox. */
export function useFamilyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [
          FAMILY_REQUESTS_KEY,
          FAMILY_CONNECTIONS_KEY,
          MESSAGE_BOX_KEYS.inbox,
          MESSAGE_BOX_KEYS.sent,
          UNREAD_COUNT_KEY,
          GROWN_UP_MESSAGE_KEYS.received,
          GROWN_UP_MESSAGE_KEYS.sent,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
