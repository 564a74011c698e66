import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog";

interface ConfirmDialogProps {
  isOpen: boolean;
  onClose(): void;
  title: ReactNode;
  /** Shown between the title and the question, e.g. the picture it is about. */
  preview?: ReactNode;
  /** The question itself, read out with the title. */
  description: ReactNode;
  /** A line under the question, e.g. what stays. */
  note?: ReactNode;
  confirmLabel: string;
  /** Replaces `confirmLabel` while `isBusy`, e.g. "Deleting...". */
  busyLabel: string;
  confirmIcon?: LucideIcon;
  isBusy: boolean;
  onConfirm(): void;
  /** The way out, which only closes the dialog. */
  keepLabel: string;
  className?: string;
}

/**
 * Asks once before something that cannot be taken back: a red yes (off while busy) above a
 * way out. The caller does the work in `onConfirm` and closes the dialog when it is done.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  preview,
  description,
  note,
  confirmLabel,
  busyLabel,
  confirmIcon: ConfirmIcon,
  isBusy,
  onConfirm,
  keepLabel,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(isNowOpen) => !isNowOpen && onClose()}>
      <DialogContent className={cn("max-w-sm text-center", className)}>
        <DialogTitle className="px-12">{title}</DialogTitle>
        {preview}
        <DialogDescription>{description}</DialogDescription>
        {note && <p className="mt-1 text-base text-slate-600">{note}</p>}
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="danger" disabled={isBusy} onClick={onConfirm}>
            {ConfirmIcon && <ConfirmIcon aria-hidden />}
            {isBusy ? busyLabel : confirmLabel}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
