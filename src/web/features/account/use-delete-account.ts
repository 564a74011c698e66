import {
  DELETE_ACCOUNT_CONFIRMATION,
  ZDeleteAccountResponse,
  type TDeleteAccountResponse,
} from "@/shared/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { forgetKeptAnswers } from "@/web/features/offline/kept-answers";
import { requestJson } from "@/web/lib/api";

/** DELETE /api/account: the account, every picture and the session go. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (): Promise<TDeleteAccountResponse> => {
      const deleted = await requestJson("DELETE", "/api/account", ZDeleteAccountResponse, {
        confirm: DELETE_ACCOUNT_CONFIRMATION,
      });
      await forgetKeptAnswers();
      return deleted;
    },
  });
}
