import { i18n } from "@lingui/core";
import { toast } from "@/web/components/ui/toast-store";
import type { TMessageKey } from "@/web/i18n/catalog-types";

/** A subscription message outside a component: the Plans page has loaded the area by then. */
const say = (key: TMessageKey<"subscription">) => i18n._(`subscription.${key}`);

/** The payment toasts of spec section 8, in one place. */
export const paymentToasts = {
  setupError: () =>
    toast({
      title: say("toastSetupErrorTitle"),
      description: say("toastSetupError"),
      variant: "destructive",
    }),
  /** The PayPal script or buttons could not be set up. */
  sdkSetupError: () =>
    toast({
      title: say("toastSdkErrorTitle"),
      description: say("toastSdkError"),
      variant: "destructive",
    }),
  processingError: (serverMessage?: string) =>
    toast({
      title: say("toastProcessingErrorTitle"),
      description: serverMessage ?? say("toastProcessingError"),
      variant: "destructive",
    }),
  confirmationError: () =>
    toast({
      title: say("toastConfirmationErrorTitle"),
      description: say("toastConfirmationError"),
      variant: "destructive",
    }),
  paymentError: (serverMessage?: string) =>
    toast({
      title: say("toastPaymentErrorTitle"),
      description: serverMessage ?? say("toastPaymentError"),
      variant: "destructive",
    }),
  cancelled: () => toast({ title: say("toastCancelledTitle"), description: say("toastCancelled") }),
  subscriptionCancelled: (message: string) =>
    toast({
      title: say("toastSubscriptionCancelledTitle"),
      description: message,
      variant: "success",
    }),
  cancelFailed: (serverMessage?: string) =>
    toast({
      title: say("toastCancelFailedTitle"),
      description: serverMessage ?? say("toastCancelFailed"),
      variant: "destructive",
    }),
};
