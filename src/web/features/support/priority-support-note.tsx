import { PLANS } from "@/shared/plan-table";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { useCurrentUser } from "@/web/features/auth/use-current-user";

/**
 * Priority support (spec core.md §6): a message from a signed-in Premium or Platinum family
 * goes to the top of the admin's support inbox (docs/admin.md).
 */
export function PrioritySupportNote() {
  const { user } = useCurrentUser();
  const plan = user ? PLANS[user.subscriptionPlan] : null;
  return (
    <p
      data-testid="priority-support-note"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-3 text-lg"
    >
      <FluentEmoji name="star" className="size-8 shrink-0" />
      <span>
        {plan?.hasPrioritySupport ? (
          <>
            Your {plan.name} plan includes <strong>priority support</strong>: your message goes to
            the top of our list.
          </>
        ) : (
          <>
            Premium and Platinum families get <strong>priority support</strong>: sign in before you
            write, and your message goes to the top of our list.
          </>
        )}
      </span>
    </p>
  );
}
