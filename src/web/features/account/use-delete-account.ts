import {
  DELETE_ACCOUNT_CONFIRMATION,
  type TDeleteAccountResponse,
} from "@/shared/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { forgetKeptAnswers } from "@/web/features/offline/kept-answers";
import { apiRequest } from "@/web/lib/api";

/** DELETE /api/account: the account, every picture and the session go. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (): Promise<TDeleteAccountResponse> => {
      const response = await apiRequest("DELETE", "/api/account", {
        confirm: DELETE_ACCOUNT_CONFIRMATION,
      });
      const deleted = (await response.json()) as TDeleteAccountResponse;
      await forgetKeptAnswers();
      return deleted;
    },
  });
}
