import { toast } from "@/web/components/ui/toast-store";

/** The payment toasts of spec section 8, in one place. */
export const paymentToasts = {
  setupError: () =>
    toast({
      title: "Payment Setup Error",
      description: "Failed to initialize payment. Please try again.",
      variant: "destructive",
    }),
  /** The PayPal script or buttons could not be set up. */
  sdkSetupError: () =>
    toast({
      title: "Setup Error",
      description: "We couldn't load the payment buttons. Please refresh the page and try again.",
      variant: "destructive",
    }),
  processingError: (serverMessage?: string) =>
    toast({
      title: "Payment Processing Error",
      description:
        serverMessage ??
        "There was a problem on our side. Please check your subscription status before trying again.",
      variant: "destructive",
    }),
  confirmationError: () =>
    toast({
      title: "Payment Confirmation Error",
      description:
        "Your payment may have gone through. Please refresh the page to check your subscription.",
      variant: "destructive",
    }),
  paymentError: (serverMessage?: string) =>
    toast({
      title: "Payment Error",
      description:
        serverMessage ?? "Payment failed. Please contact support if this keeps happening.",
      variant: "destructive",
    }),
  cancelled: () =>
    toast({
      title: "Payment Cancelled",
      description: "No payment was made. You can try again whenever you're ready.",
    }),
  subscriptionCancelled: (message: string) =>
    toast({ title: "Subscription Cancelled", description: message, variant: "success" }),
  cancelFailed: (serverMessage?: string) =>
    toast({
      title: "Cancel Failed",
      description: serverMessage ?? "Failed to cancel subscription.",
      variant: "destructive",
    }),
};
