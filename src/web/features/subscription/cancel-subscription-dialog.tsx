import { PLANS, type TPlan } from "@/shared/plan-table";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";
import { useCancelSubscription } from "./subscription-queries";
import { usePlanWords } from "./use-plan-words";

/** 'Cancel Subscription', behind the parental gate and asked first: the plan stays until its end date (the toast: the hook). */
export function CancelSubscriptionButton({
  plan,
  endDate,
}: {
  plan: TPlan;
  endDate: string | null;
}) {
  const { t, date } = usePlanWords();
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelSubscription();
  const gate = useParentalGate();
  const until = endDate ? date(endDate) : t("cancelPeriodEnd");

  function confirmCancel() {
    cancel.mutate(undefined, { onSuccess: () => setIsOpen(false) });
  }

  return (
    <>
      <Button variant="outline" onClick={() => gate.check(() => setIsOpen(true))}>
        {t("cancelSubscription")}
      </Button>
      {gate.dialog}
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        className="max-w-md"
        title={t("cancelTitle", { plan: plan.name })}
        description={t("cancelText", {
          plan: plan.name,
          until,
          pictures: PLANS.free.imagesPerMonth,
          stories: PLANS.free.storiesPerMonth,
        })}
        confirmLabel={t("cancelConfirm")}
        busyLabel={t("cancelling")}
        isBusy={cancel.isPending}
        onConfirm={confirmCancel}
        keepLabel={t("keepPlan")}
      />
    </>
  );
}
