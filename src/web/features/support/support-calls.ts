import type { TSiteInfo, TSupportBody, TSupportReceipt } from "@/shared/contracts/support";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api";

/** POST /api/support: stored as an open submission for the admin inbox. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: async (body: TSupportBody) =>
      (await (await apiRequest("POST", "/api/support", body)).json()) as TSupportReceipt,
  });
}

/** GET /api/site-info: who runs the service, for the contact footer. */
export function useSiteInfo() {
  return useQuery<TSiteInfo>({ queryKey: ["/api/site-info"] });
}
