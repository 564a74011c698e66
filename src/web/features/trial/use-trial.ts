import type { TTrial } from "@/shared/contracts/trial";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { checkedByServer, getJson } from "@/web/lib/api";
import { readStoredTrial, storeTrial, withOneMorePicture } from "./trial-storage";

export const TRIAL_KEY = ["/api/trial"] as const;

async function fetchTrial(): Promise<TTrial> {
  const trial = await getJson(TRIAL_KEY[0], checkedByServer<TTrial>());
  storeTrial(trial);
  return trial;
}

/** The visitor's free trial as the server has it (`main.tsx` asks at start for a visitor). */
export const trialQuery = queryOptions({ queryKey: TRIAL_KEY, queryFn: fetchTrial });

/** The visitor's free trial: the server is the truth, the local mirror fills the first paint. */
export function useTrial({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const query = useQuery({
    ...trialQuery,
    placeholderData: readStoredTrial,
    enabled: isEnabled,
  });
  return { trial: query.data, isTrialExhausted: query.data?.isTrialExhausted ?? false };
}

/** After a successful picture: count it locally at once, then ask the server. */
export function useRecordTrialPicture() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const current = queryClient.getQueryData<TTrial>(TRIAL_KEY) ?? readStoredTrial();
    if (current) {
      const next = withOneMorePicture(current);
      storeTrial(next);
      queryClient.setQueryData(TRIAL_KEY, next);
    }
    await queryClient.invalidateQueries({ queryKey: TRIAL_KEY });
  }, [queryClient]);
}
