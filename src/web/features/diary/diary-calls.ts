import type { TDiaryEntry, TSaveDiaryBody } from "@/shared/contracts/diary";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ApiError,
  apiRequest,
  checkedByServer,
  getJson,
  isNoAnswer,
  requestJson,
} from "@/web/lib/api";

export const DIARY_KEY = ["/api/diary"] as const;

/**
 * The creation page's gallery reads the diary (read as the server checked it: see
 * checkedByServer) and saves to it (its contract, and zod, load with the call, not the page).
 */
const diaryContracts = () => import("@/shared/contracts/diary");
/** Spec social.md §7: the diary list is retried up to 3 times, never on a 401. */
const DIARY_RETRIES = 3;

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The family's diary, newest first (signed in only). */
export function useDiary({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: DIARY_KEY,
    queryFn: () => getJson(DIARY_KEY[0], checkedByServer<TDiaryEntry[]>()),
    enabled: isEnabled,
    refetchOnMount: "always",
    // Offline, trying again cannot help: say so at once rather than after three waits.
    retry: (failures, error) =>
      failures < DIARY_RETRIES && !isUnauthorized(error) && !isNoAnswer(error),
  });
}

export function useSaveToDiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveDiaryBody) =>
      requestJson(
        "POST",
        "/api/diary/save",
        () => diaryContracts().then((contracts) => contracts.ZDiaryEntry),
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIARY_KEY }),
  });
}

export function useRemoveFromDiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest("DELETE", `/api/diary/${encodeURIComponent(entryId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIARY_KEY }),
  });
}
