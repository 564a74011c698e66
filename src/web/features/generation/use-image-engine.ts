import type { TImageEngineInfo } from "@/shared/contracts/images";
import { useQuery } from "@tanstack/react-query";

export const IMAGE_ENGINE_KEY = ["/api/images/engine"] as const;

/** GET /api/images/engine: which engine draws and how long a picture typically takes. */
export function useImageEngine() {
  return useQuery<TImageEngineInfo>({ queryKey: IMAGE_ENGINE_KEY, staleTime: 30_000 });
}
