import { PAYMENT_CURRENCY, PAYMENT_LOCALE } from "@/shared/plan-table";

/** The parts of PayPal's JS SDK (https://www.paypal.com/sdk/js) the page uses. */
export interface PayPalButtonsOptions {
  style?: Record<string, string | number>;
  createOrder(): Promise<string>;
  onApprove(data: { orderID: string }): Promise<void>;
  onCancel(): void;
  onError(error: unknown): void;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): {
    render(container: HTMLElement): Promise<void>;
    close?(): Promise<void>;
  };
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

let loading: { clientId: string; promise: Promise<PayPalNamespace> } | undefined;

/**
 * Adds PayPal's script once (only the plans page calls this, and only with PayPal configured):
 * USD, capture at once, US English (spec §9).
 */
export function loadPayPalSdk(clientId: string): Promise<PayPalNamespace> {
  if (loading?.clientId === clientId) return loading.promise;
  const query = new URLSearchParams({
    "client-id": clientId,
    currency: PAYMENT_CURRENCY,
    intent: "capture",
    locale: PAYMENT_LOCALE,
    components: "buttons",
  });
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.paypal.com/sdk/js?${query.toString()}`;
    script.async = true;
    script.onload = () =>
      window.paypal ? resolve(window.paypal) : reject(new Error("PayPal did not load"));
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error("PayPal's script could not be loaded"));
    };
    document.head.append(script);
  });
  loading = { clientId, promise };
  return promise;
}
