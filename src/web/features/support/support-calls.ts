import { ZSupportReceipt, type TSiteInfo, type TSupportBody } from "@/shared/contracts/support";
import { useMutation, useQuery } from "@tanstack/react-query";
import { requestJson } from "@/web/lib/api";

/** POST /api/support: stored as an open submission for the admin inbox. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (body: TSupportBody) => requestJson("POST", "/api/support", ZSupportReceipt, body),
  });
}

/** GET /api/site-info: who runs the service, for the contact footer. */
export function useSiteInfo() {
  return useQuery<TSiteInfo>({ queryKey: ["/api/site-info"] });
}
