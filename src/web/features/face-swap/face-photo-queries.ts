import type { TCreateFacePhotoBody, TFacePhoto } from "@/shared/contracts/face-photos";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SETTINGS_KEY } from "@/web/features/account/use-settings";
import { apiRequest, checkedByServer, getJson, requestJson } from "@/web/lib/api";

export const FACE_PHOTOS_KEY = ["/api/face-photos"] as const;
export const ACTIVE_FACE_PHOTO_KEY = ["/api/face-photos/active"] as const;

/**
 * The creation page's Face Swap Mode reads the active photo (as the server checked it: see
 * checkedByServer); the other calls' contracts (and zod) load with the call, not the page.
 */
const facePhotoContracts = () => import("@/shared/contracts/face-photos");

/** The family's saved face photos, newest first. */
export function useFacePhotos() {
  return useQuery({
    queryKey: FACE_PHOTOS_KEY,
    queryFn: () =>
      getJson(FACE_PHOTOS_KEY[0], () =>
        facePhotoContracts().then((contracts) => contracts.ZFacePhotoList),
      ),
    refetchOnMount: "always",
  });
}

/** The photo used for face swap, or null. */
export function useActiveFacePhoto(isEnabled: boolean) {
  return useQuery({
    queryKey: ACTIVE_FACE_PHOTO_KEY,
    queryFn: () => getJson(ACTIVE_FACE_PHOTO_KEY[0], checkedByServer<TFacePhoto | null>()),
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
    mutationFn: (photo: TCreateFacePhotoBody) =>
      requestJson(
        "POST",
        FACE_PHOTOS_KEY[0],
        () => facePhotoContracts().then((contracts) => contracts.ZFacePhoto),
        photo,
      ),
    onSuccess: refresh,
  });
}

export function useActivateFacePhoto() {
  const refresh = useRefreshFacePhotos();
  return useMutation({
    mutationFn: (id: string) =>
      requestJson("PUT", `/api/face-photos/${id}/activate`, () =>
        facePhotoContracts().then((contracts) => contracts.ZFacePhoto),
      ),
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
