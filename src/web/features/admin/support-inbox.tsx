import { ADMIN_MESSAGES } from "@/shared/contracts/admin";
import { useState } from "react";
import { Notice } from "@/web/components/ui/notice";
import { friendlyMessageOf } from "@/web/lib/api";
import { useSupportInbox } from "./admin-queries";
import { SupportFilterCards, type TSupportFilter } from "./support-filter-cards";
import { SupportSubmissionCard } from "./support-submission-card";

/**
 * The support messages, filtered by subject or priority support: waiting safety reports first,
 * then a paying family's waiting messages (marked Priority), then newest first.
 */
export function SupportInbox() {
  const [filter, setFilter] = useState<TSupportFilter>("all");
  const inbox = useSupportInbox(filter);
  const submissions = inbox.data?.submissions ?? [];
  return (
    <div className="space-y-4">
      <SupportFilterCards counts={inbox.data?.counts} chosen={filter} onChoose={setFilter} />
      {inbox.error && (
        <Notice tone="warning">
          <p className="font-semibold">{ADMIN_MESSAGES.fetchFailed}</p>
          <p>{friendlyMessageOf(inbox.error, ADMIN_MESSAGES.loadAgain)}</p>
        </Notice>
      )}
      {inbox.isPending && <p className="text-lg text-slate-600">Loading messages...</p>}
      {inbox.isSuccess && submissions.length === 0 && (
        <p className="rounded-2xl bg-white/80 p-6 text-center text-lg">No messages here yet.</p>
      )}
      <ul className="space-y-3">
        {submissions.map((submission) => (
          <SupportSubmissionCard key={submission.id} submission={submission} />
        ))}
      </ul>
    </div>
  );
}
