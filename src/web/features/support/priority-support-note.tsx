import { PLANS } from "@/shared/plan-table";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { RichText } from "@/web/i18n/rich-text";

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
          <RichText
            area="help"
            id="priorityIncluded"
            values={{ plan: plan.name }}
            components={{ 0: <strong /> }}
          />
        ) : (
          <RichText area="help" id="priorityOffer" components={{ 0: <strong /> }} />
        )}
      </span>
    </p>
  );
}
