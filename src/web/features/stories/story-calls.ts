import {
  ZGeneratedStory,
  ZRegeneratedText,
  ZStory,
  ZStoryList,
  type TGenerateStoryBody,
  type TRegenerateTextBody,
  type TSaveStoryBody,
} from "@/shared/contracts/stories";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson, requestJson } from "@/web/lib/api";

export const STORIES_KEY = ["/api/stories"] as const;

/** The signed-in family's Story Book (GET /api/stories); off for visitors. */
export function useStories(isEnabled: boolean) {
  return useQuery({
    queryKey: STORIES_KEY,
    queryFn: () => getJson(STORIES_KEY[0], ZStoryList),
    enabled: isEnabled,
  });
}

export function useGenerateStory() {
  return useMutation({
    mutationFn: (body: TGenerateStoryBody) =>
      requestJson("POST", "/api/stories/generate", ZGeneratedStory, body),
  });
}

export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveStoryBody) => requestJson("POST", "/api/stories", ZStory, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORIES_KEY }),
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (storyId: string) => {
      await apiRequest("DELETE", `/api/stories/${encodeURIComponent(storyId)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORIES_KEY }),
  });
}

/** POST /api/stories/regenerate-text: the scenes told again as one smooth story. */
export function useRegenerateText() {
  return useMutation({
    mutationFn: (body: TRegenerateTextBody) =>
      requestJson("POST", "/api/stories/regenerate-text", ZRegeneratedText, body),
  });
}
