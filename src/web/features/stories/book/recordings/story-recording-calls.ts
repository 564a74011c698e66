import { ZStoryRecording, ZStoryRecordingList } from "@/shared/contracts/story-recordings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson, requestJson } from "@/web/lib/api";

const recordingsUrl = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/recordings`;

/** The pages of a story a grown-up recorded (GET /api/stories/{id}/recordings). */
export function useStoryRecordings(storyId: string) {
  return useQuery({
    queryKey: [recordingsUrl(storyId)],
    queryFn: () => getJson(recordingsUrl(storyId), ZStoryRecordingList),
  });
}

/** A Blob as the `data:…;base64,…` URL the upload carries. */
export const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The recording could not be read"));
    reader.readAsDataURL(blob);
  });

export function useSaveRecording(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { page: number; audio: Blob; durationMs: number }) => {
      const body = { audio: await dataUrlOf(input.audio), durationMs: input.durationMs };
      return requestJson("PUT", `${recordingsUrl(storyId)}/${input.page}`, ZStoryRecording, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [recordingsUrl(storyId)] }),
  });
}

export function useDeleteRecording(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (page: number) => {
      await apiRequest("DELETE", `${recordingsUrl(storyId)}/${page}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [recordingsUrl(storyId)] }),
  });
}
