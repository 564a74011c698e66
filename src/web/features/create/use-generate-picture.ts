import type { TImage } from "@/shared/contracts/images";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IMAGES_KEY } from "@/web/features/gallery/use-images";
import { apiRequest } from "@/web/lib/api";

/** POST /api/images/generate; on success the gallery is reloaded. */
export function useGeneratePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (description: string): Promise<TImage> => {
      const response = await apiRequest("POST", "/api/images/generate", { description });
      return (await response.json()) as TImage;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}
