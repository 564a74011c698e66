import {
  DELETE_ACCOUNT_CONFIRMATION,
  ZDeleteAccountResponse,
  type TDeleteAccountResponse,
} from "@/shared/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { requestJson } from "@/web/lib/api";
import { forgetFamilyCaches } from "@/web/lib/device-caches";

/** DELETE /api/account: the account, every picture and the session go. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (): Promise<TDeleteAccountResponse> => {
      const deleted = await requestJson("DELETE", "/api/account", ZDeleteAccountResponse, {
        confirm: DELETE_ACCOUNT_CONFIRMATION,
      });
      await forgetFamilyCaches();
      return deleted;
    },
  });
}
