import type { TStoryTiming } from "@/shared/contracts/stories";
import { useQuery } from "@tanstack/react-query";

/** GET /api/stories/timing: how long a story's scene typically takes, measured by the server. */
export function useStoryTiming() {
  return useQuery<TStoryTiming>({ queryKey: ["/api/stories/timing"], staleTime: 30_000 });
}
