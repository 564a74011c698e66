import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson, type TContract } from "./api";

/** Any JSON: the generic query's caller says what its data is. */
const ANY_JSON: TContract<unknown> = { parse: (value) => value };

/** The spec's generic data query: the key's segments joined with slashes are the GET path. */
export const pathQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join("/"), ANY_JSON);

/**
 * Spec defaults: no interval refetch, none on focus, never stale, no retries. Calls are made even
 * offline ("always"): one with no answer fails at once with the app's offline sentence, instead
 * of waiting unseen for a signal while the screen says "Loading..." and a button does nothing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: pathQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        networkMode: "always",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
