import type { TFamilyAnswer } from "@/shared/contracts/family";
import type {
  TMessage,
  TMessageBox,
  TMessagePage,
  TSendMessageBody,
  TUnreadCount,
} from "@/shared/contracts/messages";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { apiRequest, getJson } from "@/web/lib/api";

export const MESSAGE_BOX_KEYS = {
  inbox: ["/api/messages/inbox"],
  sent: ["/api/messages/sent"],
} as const;
export const UNREAD_COUNT_KEY = ["/api/messages/unread-count"] as const;
/** How often the header looks for new messages while the app is open. */
const UNREAD_POLL_MS = 30_000;

function refreshMessages(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [MESSAGE_BOX_KEYS.inbox, MESSAGE_BOX_KEYS.sent, UNREAD_COUNT_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** One box, newest first, a page at a time ("Show older messages" loads the next). */
export function useMessageBox(box: TMessageBox) {
  return useInfiniteQuery({
    queryKey: MESSAGE_BOX_KEYS[box],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      getJson<TMessagePage>(
        `${MESSAGE_BOX_KEYS[box][0]}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Unread messages for the header's Messages menu (signed-in users only). */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => getJson<TUnreadCount>(UNREAD_COUNT_KEY[0]),
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** POST /api/messages/send; refreshes both boxes (spec social.md §7). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSendMessageBody) =>
      (await (await apiRequest("POST", "/api/messages/send", body)).json()) as TMessage,
    onSuccess: () => refreshMessages(queryClient),
  });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (
        await apiRequest("PATCH", `/api/messages/${encodeURIComponent(id)}/read`)
      ).json()) as TMessage,
    onSuccess: () => refreshMessages(queryClient),
  });
}

/** The Report button: hides the message and files a safety report for the admin. */
export function useReportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (
        await apiRequest("POST", `/api/messages/${encodeURIComponent(id)}/report`)
      ).json()) as TFamilyAnswer,
    onSuccess: () => refreshMessages(queryClient),
  });
}

/** Deletes this box's copy only; the other family keeps theirs. */
export function useDeleteMessage(box: TMessageBox) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("DELETE", `/api/messages/${encodeURIComponent(id)}?box=${box}`),
    onSuccess: () => refreshMessages(queryClient),
  });
}
