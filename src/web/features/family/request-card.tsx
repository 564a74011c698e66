import type { TFamilyRequest } from "@/shared/contracts/family";
import { Ban, Check, Flag, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { messageDateTime, personLabel } from "@/web/features/messages/message-format";
import type { TFamilyAction } from "./family-calls";

interface RequestCardProps {
  request: TFamilyRequest;
  isBusy: boolean;
  onAction(action: TFamilyAction): void;
}

/** One family's waiting messages, with Accept, Decline, Block and Report for a grown-up. */
export function RequestCard({ request, isBusy, onAction }: RequestCardProps) {
  const { username } = request.family;
  const who = personLabel(request.family);
  const [isConfirmingReport, setIsConfirmingReport] = useState(false);
  const newest = request.messages.at(-1);
  return (
    <li
      data-testid="family-request"
      className="space-y-3 rounded-3xl border-4 border-sunny bg-white p-4 shadow-md"
    >
      <h3 className="font-display text-2xl font-bold break-words text-sky-deep">{who}</h3>
      <ul className="space-y-2">
        {request.messages.map((message) => (
          <li key={message.id} className="rounded-2xl bg-sky-50 p-3">
            <p className="font-semibold break-words">{message.subject}</p>
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
            {message.attachedImage && (
              <img
                src={message.attachedImage.thumbnailUrl}
                alt={`Picture: ${message.attachedImage.description}`}
                className="mt-2 size-20 rounded-xl object-cover"
              />
            )}
            <p className="text-base text-slate-500">{messageDateTime(message.sentAt)}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="dino"
          disabled={isBusy}
          onClick={() => onAction({ kind: "accept", username })}
        >
          <Check aria-hidden /> Accept {username}
        </Button>
        <Button
          variant="outline"
          disabled={isBusy}
          onClick={() => onAction({ kind: "decline", username })}
        >
          <X aria-hidden /> Decline
        </Button>
        <Button
          variant="danger"
          disabled={isBusy}
          onClick={() => onAction({ kind: "block", username })}
        >
          <Ban aria-hidden /> Block
        </Button>
        {newest && (
          <Button variant="outline" disabled={isBusy} onClick={() => setIsConfirmingReport(true)}>
            <Flag aria-hidden /> Report
          </Button>
        )}
      </div>
      {newest && (
        <ConfirmDialog
          isOpen={isConfirmingReport}
          onClose={() => setIsConfirmingReport(false)}
          title={`Report ${who}?`}
          description="A grown-up at Doodle Dino will read their messages, and this family will be blocked."
          note="They are never told."
          confirmLabel="Report and block"
          busyLabel="Reporting..."
          confirmIcon={Flag}
          isBusy={isBusy}
          onConfirm={() => onAction({ kind: "report", username, messageId: newest.id })}
          keepLabel="Keep it"
        />
      )}
    </li>
  );
}
