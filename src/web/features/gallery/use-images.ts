import type { TGalleryImage, TImage } from "@/shared/contracts/images";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, getJson } from "@/web/lib/api";

export const IMAGES_KEY = ["/api/images"] as const;
export const GALLERY_POLL_MS = 10_000;
export const GALLERY_STALE_MS = 5_000;

async function fetchImages(): Promise<TGalleryImage[]> {
  try {
    return await getJson<TGalleryImage[]>(IMAGES_KEY[0]);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to fetch images: ${error.statusText}`);
    throw error;
  }
}

/** The gallery, newest first; polled every 10 s and stale after 5 s (spec section 9). */
export function useImages() {
  return useQuery({
    queryKey: IMAGES_KEY,
    queryFn: fetchImages,
    refetchInterval: GALLERY_POLL_MS,
    staleTime: GALLERY_STALE_MS,
    // Asked even offline: the service worker answers with the gallery last seen.
    networkMode: "offlineFirst",
  });
}

/** One picture with what it shows and where, for the detail dialog; pictures never change. */
export function usePictureDetails(imageId: string | undefined) {
  return useQuery({
    queryKey: [IMAGES_KEY[0], imageId],
    queryFn: () => getJson<TImage>(`${IMAGES_KEY[0]}/${encodeURIComponent(imageId ?? "")}`),
    enabled: imageId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/images/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}
