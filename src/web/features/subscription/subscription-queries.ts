import type { TUsage } from "@/shared/contracts/subscription";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_KEY } from "@/web/features/auth/use-current-user";
import { checkedByServer, getJson, humanMessageOf, requestJson } from "@/web/lib/api";
import { paymentToasts } from "./payment-toasts";

export const USAGE_KEY = ["/api/subscription/usage"] as const;
export const PAYMENTS_CONFIG_KEY = ["/api/payments/config"] as const;

/**
 * The creation page shows this month's usage (read as the server checked it: see checkedByServer);
 * the other calls' contracts (and zod) load with the call, not the page.
 */
const subscriptionContracts = () => import("@/shared/contracts/subscription");

/** This month's pictures and stories against the plan's limits (signed in only). */
export function useUsage(isEnabled: boolean) {
  return useQuery({
    queryKey: USAGE_KEY,
    queryFn: () => getJson(USAGE_KEY[0], checkedByServer<TUsage>()),
    enabled: isEnabled,
    refetchOnMount: "always",
  });
}

/** Which checkout to show: PayPal (with its public client id) or the demo checkout. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: PAYMENTS_CONFIG_KEY,
    queryFn: () =>
      getJson(PAYMENTS_CONFIG_KEY[0], () =>
        subscriptionContracts().then((contracts) => contracts.ZPaymentsConfig),
      ),
  });
}

/** After a payment or a cancel, the user and their usage are read again (spec §7). */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
    ]);
}

export function useCancelSubscription() {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: () =>
      requestJson("POST", "/api/subscription/cancel", () =>
        subscriptionContracts().then((contracts) => contracts.ZCancelResponse),
      ),
    // Told here, not by the button: the refreshed plan no longer shows the button, and a
    // component's own callbacks never run once it has gone (so no toast was ever seen).
    onSuccess: ({ message }) => paymentToasts.subscriptionCancelled(message),
    onError: (error) => paymentToasts.cancelFailed(humanMessageOf(error)),
    onSettled: refreshPlan,
  });
}
