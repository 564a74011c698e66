import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson } from "./api";

/** The spec's generic data query: the key's segments joined with slashes are the GET path. */
export const pathQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join("/"));

/** Spec defaults: no interval refetch, none on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: pathQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
