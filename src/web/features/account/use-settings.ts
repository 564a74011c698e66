import type { TSettings, TUpdateSettingsBody } from "@/shared/contracts/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IMAGE_ENGINE_KEY } from "@/web/features/generation/use-image-engine";
import { requestJson } from "@/web/lib/api";

export const SETTINGS_KEY = ["/api/settings"] as const;
/**
 * Every page's header reads the settings (the Messages menu): kept this long, so moving between
 * pages does not ask again. This tab's own changes replace them at once; sign-in and sign-out
 * load the page anew.
 */
export const SETTINGS_STALE_MS = 5 * 60 * 1000;

/** GET /api/settings (signed in only). */
export function useSettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery<TSettings>({
    queryKey: SETTINGS_KEY,
    enabled: isEnabled,
    staleTime: SETTINGS_STALE_MS,
  });
}

/** PUT /api/settings with only the changed fields; the answer becomes the cached settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // Every header reads the settings: their contract (and zod) load only when they change.
    mutationFn: (changes: TUpdateSettingsBody) =>
      requestJson(
        "PUT",
        SETTINGS_KEY[0],
        () => import("@/shared/contracts/settings").then((contracts) => contracts.ZSettings),
        changes,
      ),
    onSuccess: (settings, changes) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      // The engine that draws (and its typical time) follows the outside-engines switch.
      if (changes.outsideEnginesAllowed !== undefined) {
        void queryClient.invalidateQueries({ queryKey: IMAGE_ENGINE_KEY });
      }
    },
  });
}
