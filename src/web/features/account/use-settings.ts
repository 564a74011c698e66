import type { TSettings, TUpdateSettingsBody } from "@/shared/contracts/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api";

export const SETTINGS_KEY = ["/api/settings"] as const;

/** GET /api/settings (signed in only). */
export function useSettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery<TSettings>({ queryKey: SETTINGS_KEY, enabled: isEnabled });
}

/** PUT /api/settings with only the changed fields; the answer becomes the cached settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: TUpdateSettingsBody): Promise<TSettings> => {
      const response = await apiRequest("PUT", SETTINGS_KEY[0], changes);
      return (await response.json()) as TSettings;
    },
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
