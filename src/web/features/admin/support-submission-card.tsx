import { ADMIN_MESSAGES } from "@/shared/contracts/admin";
import {
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  SUPPORT_SUBJECT_LABELS,
  ZSupportStatus,
  type TSupportSubmission,
} from "@/shared/contracts/support";
import { PLANS, type TPlanId } from "@/shared/plan-table";
import { Star } from "lucide-react";
import { useId } from "react";
import { EmailAddress } from "@/web/components/ui/email-address";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { useUpdateSupportStatus } from "./admin-queries";
import { BlockAccountButton } from "./block-account-button";

/** A paying family's message (priority support): the badge says so, and which plan. */
function PriorityBadge({ plan }: { plan: TPlanId | null }) {
  return (
    <span
      data-testid="priority-badge"
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-0.5 text-base font-bold text-amber-900"
    >
      <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden />
      Priority
      {plan && plan !== "free" && <span className="font-semibold">· {PLANS[plan].name}</span>}
    </span>
  );
}

/** One message with its sender, subject (a Priority badge for a paying family), date and status. */
export function SupportSubmissionCard({ submission }: { submission: TSupportSubmission }) {
  const update = useUpdateSupportStatus();
  const selectId = useId();

  function changeStatus(value: string) {
    const status = ZSupportStatus.parse(value);
    update.mutate(
      { id: submission.id, status },
      {
        onSuccess: () =>
          toast({
            title: ADMIN_MESSAGES.statusUpdatedTitle,
            description: `Marked ${SUPPORT_STATUS_LABELS[status]}.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: ADMIN_MESSAGES.updateFailedTitle,
            description:
              humanMessageOf(error) ?? "The status could not be saved. Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <li
      data-testid="support-submission"
      className={cn(
        "rounded-2xl border-4 bg-white p-4",
        submission.isPriority ? "border-amber-300" : "border-sky-100",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-display text-lg font-semibold">
            {submission.isPriority && <PriorityBadge plan={submission.senderPlan} />}
            {SUPPORT_SUBJECT_LABELS[submission.subject]}
          </p>
          <a
            href={`mailto:${submission.email}`}
            className="flex min-h-11 items-center text-base text-sky-deep hover:underline"
          >
            <EmailAddress email={submission.email} />
          </a>
          <p className="text-base text-slate-600">
            {new Date(submission.createdAt).toLocaleString("en-US", {
              dateStyle: "medium",
              timeStyle: "short",
            })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="font-semibold">
            Status
          </label>
          <select
            id={selectId}
            value={submission.status}
            disabled={update.isPending}
            onChange={(event) => changeStatus(event.target.value)}
            className="min-h-12 rounded-xl border-4 border-sky-200 bg-white px-3 text-lg focus:border-sky-brand focus:outline-none"
          >
            {SUPPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUPPORT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mt-3 text-lg whitespace-pre-wrap break-words">{submission.message}</p>
      {submission.reportedAccount && <BlockAccountButton account={submission.reportedAccount} />}
    </li>
  );
}
