import type { TMessage, TMessageBox } from "@/shared/contracts/messages";
import { Flag, Reply, Trash2 } from "lucide-react";
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
import { messageDateTime, personLabel } from "./message-format";

interface MessageDetailDialogProps {
  message: TMessage | null;
  box: TMessageBox;
  isDeleting: boolean;
  isReporting: boolean;
  onClose(): void;
  onDelete(message: TMessage): void;
  onReply(message: TMessage): void;
  onReport(message: TMessage): void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-display text-base font-semibold text-slate-500">{label}</dt>
      <dd className="text-lg break-words">{children}</dd>
    </div>
  );
}

/** A whole message: subject, From or To, Sent, the message, its picture; Delete and Close. */
export function MessageDetailDialog({
  message,
  box,
  isDeleting,
  isReporting,
  onClose,
  onDelete,
  onReply,
  onReport,
}: MessageDetailDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        className={message?.attachedImage ? "max-w-3xl" : "max-w-xl"}
        aria-describedby={undefined}
      >
        {message && (
          <>
            <DialogTitle className="break-words">{message.subject}</DialogTitle>
            <div
              className={cn(
                "mt-4 space-y-3",
                message.attachedImage && "sm:grid sm:grid-cols-2 sm:gap-x-6 sm:space-y-0",
              )}
            >
              <dl className="space-y-3">
                {box === "inbox" ? (
                  <Detail label="From">{personLabel(message.from)}</Detail>
                ) : (
                  <Detail label="To">{personLabel(message.to)}</Detail>
                )}
                <Detail label="Sent">{messageDateTime(message.sentAt)}</Detail>
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
                      data-testid="message-picture"
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
              <Button variant="danger" disabled={isDeleting} onClick={() => onDelete(message)}>
                <Trash2 aria-hidden /> Delete Message
              </Button>
              {box === "inbox" && (
                <>
                  <Button
                    variant="outline"
                    disabled={isReporting}
                    onClick={() => onReport(message)}
                  >
                    <Flag aria-hidden /> Report
                  </Button>
                  <Button variant="primary" onClick={() => onReply(message)}>
                    <Reply aria-hidden /> Reply
                  </Button>
                </>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
