import type { TPlan, TPaidPlanId } from "@/shared/plan-table";
import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useCheckout } from "./use-checkout";
import { usePlanWords } from "./use-plan-words";

/**
 * The checkout when no PayPal account is configured (DESIGN decision 11): the same order and
 * confirmation calls, and no money moves. Labelled so on the page.
 */
export function DemoCheckout({
  plan,
  onPaid,
}: {
  plan: TPlan & { id: TPaidPlanId };
  onPaid(): void;
}) {
  const { t, price } = usePlanWords();
  const checkout = useCheckout(plan.id, onPaid);
  const [isPaying, setIsPaying] = useState(false);

  async function pay() {
    setIsPaying(true);
    try {
      await checkout.confirm(await checkout.createOrder());
    } catch {
      // createOrder has already said what went wrong.
    } finally {
      setIsPaying(false);
    }
  }

  return (
    <div className="space-y-4">
      <div
        data-testid="demo-checkout-label"
        className="flex items-start gap-3 rounded-2xl border-4 border-dashed border-grape/60 bg-purple-50 p-4"
      >
        <FlaskConical className="mt-0.5 size-7 shrink-0 text-grape" aria-hidden />
        <div>
          <p className="font-display text-xl font-bold">{t("demoTitle")}</p>
          <p>{t("demoText")}</p>
        </div>
      </div>
      <Button variant="dino" size="lg" className="w-full" disabled={isPaying} onClick={pay}>
        {isPaying ? t("paying") : t("payDemo", { price: price(plan.priceUsd ?? 0) })}
      </Button>
    </div>
  );
}
