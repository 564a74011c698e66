import type {
  TGeneratedStory,
  TGenerateStoryBody,
  TRegeneratedText,
  TRegenerateTextBody,
  TSaveStoryBody,
  TStory,
} from "@/shared/contracts/stories";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/web/lib/api";

export const STORIES_KEY = ["/api/stories"] as const;

/** The signed-in family's Story Book (GET /api/stories); off for visitors. */
export function useStories(isEnabled: boolean) {
  return useQuery({
    queryKey: STORIES_KEY,
    queryFn: () => getJson<TStory[]>(STORIES_KEY[0]),
    enabled: isEnabled,
  });
}

export function useGenerateStory() {
  return useMutation({
    mutationFn: async (body: TGenerateStoryBody): Promise<TGeneratedStory> =>
      (await (await apiRequest("POST", "/api/stories/generate", body)).json()) as TGeneratedStory,
  });
}

export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSaveStoryBody): Promise<TStory> =>
      (await (await apiRequest("POST", "/api/stories", body)).json()) as TStory,
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
    mutationFn: async (body: TRegenerateTextBody): Promise<TRegeneratedText> =>
      (await (
        await apiRequest("POST", "/api/stories/regenerate-text", body)
      ).json()) as TRegeneratedText,
  });
}
