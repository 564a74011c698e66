import type { TCreateFacePhotoBody, TFacePhoto } from "@/shared/contracts/face-photos";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SETTINGS_KEY } from "@/web/features/account/use-settings";
import { apiRequest, getJson } from "@/web/lib/api";

export const FACE_PHOTOS_KEY = ["/api/face-photos"] as const;
export const ACTIVE_FACE_PHOTO_KEY = ["/api/face-photos/active"] as const;

/** The family's saved face photos, newest first. */
export function useFacePhotos() {
  return useQuery({
    queryKey: FACE_PHOTOS_KEY,
    queryFn: () => getJson<TFacePhoto[]>(FACE_PHOTOS_KEY[0]),
    refetchOnMount: "always",
  });
}

/** The photo used for face swap, or null. */
export function useActiveFacePhoto(isEnabled: boolean) {
  return useQuery({
    queryKey: ACTIVE_FACE_PHOTO_KEY,
    queryFn: () => getJson<TFacePhoto | null>(ACTIVE_FACE_PHOTO_KEY[0]),
    enabled: isEnabled,
    refetchOnMount: "always",
  });
}

/** After any change: the photos, the active photo and the settings (spec social.md §7). */
function useRefreshFacePhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [FACE_PHOTOS_KEY, ACTIVE_FACE_PHOTO_KEY, SETTINGS_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useUploadFacePhoto() {
  const refresh = useRefreshFacePhotos();
  return useMutation({
    mutationFn: async (photo: TCreateFacePhotoBody): Promise<TFacePhoto> =>
      (await apiRequest("POST", FACE_PHOTOS_KEY[0], photo)).json() as Promise<TFacePhoto>,
    onSuccess: refresh,
  });
}

export function useActivateFacePhoto() {
  const refresh = useRefreshFacePhotos();
  return useMutation({
    mutationFn: async (id: string): Promise<TFacePhoto> =>
      (await apiRequest("PUT", `/api/face-photos/${id}/activate`)).json() as Promise<TFacePhoto>,
    onSuccess: refresh,
  });
}

export function useDeleteFacePhoto() {
  const refresh = useRefreshFacePhotos();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest("DELETE", `/api/face-photos/${id}`);
    },
    onSuccess: refresh,
  });
}
