import type { TMessageBox, TSendMessageBody } from "@/shared/contracts/messages";
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { apiRequest, getJson, requestJson } from "@/web/lib/api";
import { UNREAD_COUNT_KEY } from "./unread-count";

export { UNREAD_COUNT_KEY, UNREAD_POLL_MS } from "./unread-count";

export const MESSAGE_BOX_KEYS = {
  inbox: ["/api/messages/inbox"],
  sent: ["/api/messages/sent"],
} as const;

/**
 * Every page's header uses this module (the Messages menu): the contracts, and zod with them, load
 * when a box is opened or a message sent, not with the page.
 */
const messageContracts = () => import("@/shared/contracts/messages");

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
      getJson(
        `${MESSAGE_BOX_KEYS[box][0]}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
        () => messageContracts().then((contracts) => contracts.ZMessagePage),
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** POST /api/messages/send; refreshes both boxes (spec social.md §7). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendMessageBody) =>
      requestJson(
        "POST",
        "/api/messages/send",
        () => messageContracts().then((contracts) => contracts.ZMessage),
        body,
      ),
    onSuccess: () => refreshMessages(queryClient),
  });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson("PATCH", `/api/messages/${encodeURIComponent(id)}/read`, () =>
        messageContracts().then((contracts) => contracts.ZMessage),
      ),
    onSuccess: () => refreshMessages(queryClient),
  });
}

/** The Report button: hides the message and files a safety report for the admin. */
export function useReportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson("POST", `/api/messages/${encodeURIComponent(id)}/report`, () =>
        import("@/shared/contracts/family").then((contracts) => contracts.ZFamilyAnswer),
      ),
    onSuccess: () => refreshMessages(queryClient),
  });
}

/** Undo of a Report within the undo window: the message is back, the Safety report withdrawn. */
export function useUndoReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson("DELETE", `/api/messages/${encodeURIComponent(id)}/report`, () =>
        import("@/shared/contracts/family").then((contracts) => contracts.ZFamilyAnswer),
      ),
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
