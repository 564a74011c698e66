import { formatPlanDate, PLANS, type TPlan } from "@/shared/plans";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useCancelSubscription } from "./subscription-queries";

/** 'Cancel Subscription', asked first: the plan stays until its end date (the toast: the hook). */
export function CancelSubscriptionButton({
  plan,
  endDate,
}: {
  plan: TPlan;
  endDate: string | null;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelSubscription();
  const until = endDate ? formatPlanDate(endDate) : "the end of the period";

  function confirmCancel() {
    cancel.mutate(undefined, { onSuccess: () => setIsOpen(false) });
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        Cancel Subscription
      </Button>
      <DialogContent className="max-w-md text-center">
        <DialogTitle className="px-12">Cancel your {plan.name} plan?</DialogTitle>
        <DialogDescription>
          You keep everything {plan.name} gives you until {until}. After that you&apos;ll be on the
          Free plan: {PLANS.free.imagesPerMonth} pictures and {PLANS.free.storiesPerMonth} story a
          month. Your pictures stay in your gallery.
        </DialogDescription>
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="danger" disabled={cancel.isPending} onClick={confirmCancel}>
            {cancel.isPending ? "Cancelling..." : "Yes, cancel at the end of the period"}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Keep my plan</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
