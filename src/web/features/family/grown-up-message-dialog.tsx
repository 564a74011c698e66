import type { TGrownUpBox, TGrownUpMessage } from "@/shared/contracts/family";
import { Flag } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { cn } from "@/web/lib/cn";
import { messageDateTime, personLabel } from "@/web/features/messages/message-format";
import { statusText, TONE_CLASSES } from "./grown-up-message-status";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-display text-base font-semibold text-slate-600">{label}</dt>
      <dd className="text-lg break-words">{children}</dd>
    </div>
  );
}

/**
 * A whole message for a grown-up: who wrote to whom, when, what became of it, the words and the
 * picture. A received message still in the inbox can be reported from here.
 */
export function GrownUpMessageDialog({
  box,
  message,
  isReporting,
  onClose,
  onReport,
}: {
  box: TGrownUpBox;
  message: TGrownUpMessage | null;
  isReporting: boolean;
  onClose(): void;
  onReport(message: TGrownUpMessage): void;
}) {
  const status = message ? statusText(box, message) : null;
  return (
    <Dialog open={message !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        className={message?.attachedImage ? "max-w-3xl" : "max-w-xl"}
        aria-describedby={undefined}
      >
        {message && status && (
          <>
            <DialogTitle className="break-words">{message.subject}</DialogTitle>
            <div
              className={cn(
                "mt-4 space-y-3",
                message.attachedImage && "sm:grid sm:grid-cols-2 sm:gap-x-6 sm:space-y-0",
              )}
            >
              <dl className="space-y-3">
                <Detail label="From">{personLabel(message.from)}</Detail>
                <Detail label="To">{personLabel(message.to)}</Detail>
                <Detail label="Sent">{messageDateTime(message.sentAt)}</Detail>
                <Detail label="What happened">
                  <span
                    className={cn(
                      "mr-2 inline-block rounded-full px-3 py-0.5 font-display text-base font-bold",
                      TONE_CLASSES[status.tone],
                    )}
                  >
                    {status.label}
                  </span>
                  {status.explanation}
                </Detail>
                <Detail label="Message">
                  <span className="block rounded-2xl bg-white p-4 whitespace-pre-wrap shadow-sm">
                    {message.content}
                  </span>
                </Detail>
              </dl>
              {message.attachedImage && (
                <dl>
                  <Detail label="Picture">
                    <img
                      src={message.attachedImage.imageUrl}
                      alt={message.attachedImage.description}
                      className="mt-1 aspect-square w-full rounded-2xl border-4 border-white object-cover shadow-md"
                    />
                    <span className="mt-1 block text-base text-slate-600">
                      {message.attachedImage.description}
                    </span>
                  </Detail>
                </dl>
              )}
            </div>
            <DialogFooter className="mt-6">
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              {box === "received" && message.status === "delivered" && (
                <Button variant="danger" disabled={isReporting} onClick={() => onReport(message)}>
                  <Flag aria-hidden /> Report
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
