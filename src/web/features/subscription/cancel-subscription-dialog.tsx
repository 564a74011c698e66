import { formatPlanDate, PLANS, type TPlan } from "@/shared/plan-table";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";
import { useCancelSubscription } from "./subscription-queries";

/** 'Cancel Subscription', behind the parental gate and asked first: the plan stays until its end date (the toast: the hook). */
export function CancelSubscriptionButton({
  plan,
  endDate,
}: {
  plan: TPlan;
  endDate: string | null;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelSubscription();
  const gate = useParentalGate();
  const until = endDate ? formatPlanDate(endDate) : "the end of the period";

  function confirmCancel() {
    cancel.mutate(undefined, { onSuccess: () => setIsOpen(false) });
  }

  return (
    <>
      <Button variant="outline" onClick={() => gate.check(() => setIsOpen(true))}>
        Cancel Subscription
      </Button>
      {gate.dialog}
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        className="max-w-md"
        title={`Cancel your ${plan.name} plan?`}
        description={`You keep everything ${plan.name} gives you until ${until}. After that you'll be on the Free plan: ${PLANS.free.imagesPerMonth} pictures and ${PLANS.free.storiesPerMonth} story a month. Your pictures stay in your gallery.`}
        confirmLabel="Yes, cancel at the end of the period"
        busyLabel="Cancelling..."
        isBusy={cancel.isPending}
        onConfirm={confirmCancel}
        keepLabel="Keep my plan"
      />
    </>
  );
}
