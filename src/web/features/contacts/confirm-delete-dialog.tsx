import { Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/web/components/ui/dialog";

interface ConfirmDeleteDialogProps {
  /** What is asked; null keeps the dialog closed. */
  question: { title: string; description: string } | null;
  isPending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks once before a contact or a group is deleted. */
export function ConfirmDeleteDialog({
  question,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={question !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-sm text-center">
        <DialogTitle className="pr-0">{question?.title}</DialogTitle>
        <DialogDescription>{question?.description}</DialogDescription>
        <div className="mt-6 grid gap-3">
          <Button variant="danger" size="lg" onClick={onConfirm} disabled={isPending}>
            <Trash2 aria-hidden />
            {isPending ? "Deleting..." : "Yes, delete"}
          </Button>
          <DialogClose asChild>
            <Button variant="outline" size="lg">
              No, keep it
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
