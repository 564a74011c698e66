import { useEffect } from "react";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { useRefreshPlan } from "./subscription-queries";
import { usePlanWords } from "./use-plan-words";

/** The success return (/subscription?success=true): 'Subscription Active', with fresh figures. */
export function SubscriptionSuccess() {
  const { t } = usePlanWords();
  const refreshPlan = useRefreshPlan();
  useEffect(() => {
    void refreshPlan();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      role="status"
      data-testid="subscription-success"
      className="flex items-center gap-4 rounded-[2rem] border-4 border-dino bg-[#f0fff4] p-5 shadow-lg"
    >
      <FluentEmoji name="party-popper" className="size-14 shrink-0" />
      <div>
        <p className="font-display text-lg font-semibold">{t("successPaid")}</p>
        <h2 className="text-3xl font-bold text-dino-deep">{t("successTitle")}</h2>
        <p className="text-lg">{t("successText")}</p>
      </div>
    </div>
  );
}
