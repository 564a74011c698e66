import type { TPaymentsConfig } from "@/shared/contracts/subscription";
import { PAID_PLAN_DAYS, type TPaidPlanId, type TPlan } from "@/shared/plan-table";
import { CreditCard } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/web/components/ui/button";
import { DemoCheckout } from "./demo-checkout";
import { PayPalButtons } from "./paypal-buttons";
import { usePlanWords } from "./use-plan-words";

interface PaymentCardProps {
  plan: TPlan & { id: TPaidPlanId };
  config: TPaymentsConfig;
  onCancel(): void;
  onPaid(): void;
}

/** Appears once a plan is chosen: what is being bought, and PayPal or the demo checkout. */
export function PaymentCard({ plan, config, onCancel, onPaid }: PaymentCardProps) {
  const { t, price } = usePlanWords();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [plan.id]);

  return (
    <section
      ref={card}
      aria-labelledby="payment-title"
      data-testid="payment-card"
      className="scroll-mt-24 space-y-4 rounded-[2rem] border-4 border-sky-brand bg-white p-5 shadow-xl sm:p-8"
    >
      <div className="flex items-start gap-3">
        <CreditCard className="mt-1 size-8 shrink-0 text-sky-brand" aria-hidden />
        <div>
          <h2 id="payment-title" className="text-3xl font-bold text-sky-deep">
            {t("payFor", { plan: plan.name })}
          </h2>
          <p className="text-lg">
            {t("payWhat", {
              price: price(plan.priceUsd ?? 0),
              days: PAID_PLAN_DAYS,
              plan: plan.name,
            })}
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-md">
        {config.provider === "paypal" ? (
          <PayPalButtons clientId={config.clientId} planId={plan.id} onPaid={onPaid} />
        ) : (
          <DemoCheckout plan={plan} onPaid={onPaid} />
        )}
        <Button variant="ghost" className="mt-2 w-full" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </section>
  );
}
