import { ADMIN_MESSAGES } from "@/shared/contracts/admin";
import type { TSupportSubject } from "@/shared/contracts/support";
import { useState } from "react";
import { Notice } from "@/web/components/ui/notice";
import { friendlyMessageOf } from "@/web/lib/api";
import { useSupportInbox } from "./admin-queries";
import { SupportFilterCards } from "./support-filter-cards";
import { SupportSubmissionCard } from "./support-submission-card";

/** The support messages, filtered by subject, newest first. */
export function SupportInbox() {
  const [subject, setSubject] = useState<TSupportSubject | undefined>(undefined);
  const inbox = useSupportInbox(subject);
  const submissions = inbox.data?.submissions ?? [];
  return (
    <div className="space-y-4">
      <SupportFilterCards counts={inbox.data?.counts} chosen={subject} onChoose={setSubject} />
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
