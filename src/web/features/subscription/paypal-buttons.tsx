import type { TPaidPlanId } from "@/shared/plan-table";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { loadPayPalSdk } from "./load-paypal-sdk";
import { paymentToasts } from "./payment-toasts";
import { useCheckout } from "./use-checkout";
import { usePlanWords } from "./use-plan-words";

/** PayPal's own buttons (wallet and cards), wired to our order and confirmation calls. */
interface PayPalButtonsProps {
  clientId: string;
  planId: TPaidPlanId;
  onPaid(): void;
}

export function PayPalButtons({ clientId, planId, onPaid }: PayPalButtonsProps) {
  const { t } = usePlanWords();
  const container = useRef<HTMLDivElement>(null);
  const checkout = useCheckout(planId, onPaid);
  const [isLoading, setIsLoading] = useState(true);
  /** Set when our order call failed: PayPal then reports an error of its own, already told. */
  const hasSetupFailed = useRef(false);

  const createOrder = useEffectEvent(async () => {
    hasSetupFailed.current = false;
    try {
      return await checkout.createOrder();
    } catch (error) {
      hasSetupFailed.current = true;
      throw error;
    }
  });
  const approve = useEffectEvent(async (orderId: string) => {
    await checkout.confirm(orderId);
  });

  useEffect(() => {
    let isCurrent = true;
    let close: (() => Promise<void>) | undefined;
    loadPayPalSdk(clientId)
      .then(async (paypal) => {
        if (!isCurrent || !container.current) return;
        const buttons = paypal.Buttons({
          style: { layout: "vertical", shape: "pill", label: "pay", height: 48 },
          createOrder: () => createOrder(),
          onApprove: (data) => approve(data.orderID),
          onCancel: () => paymentToasts.cancelled(),
          onError: () => {
            if (!hasSetupFailed.current) paymentToasts.paymentError();
          },
        });
        close = buttons.close?.bind(buttons);
        await buttons.render(container.current);
      })
      .catch(() => {
        if (isCurrent) paymentToasts.sdkSetupError();
      })
      .finally(() => {
        if (isCurrent) setIsLoading(false);
      });
    return () => {
      isCurrent = false;
      void close?.().catch(() => {});
    };
  }, [clientId, planId]);

  return (
    <div>
      {isLoading && <p className="py-3 text-center text-lg">{t("loadingPayPal")}</p>}
      <div ref={container} data-testid="paypal-buttons" />
    </div>
  );
}
