import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";

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
    <ConfirmDialog
      isOpen={question !== null}
      onClose={onClose}
      title={question?.title}
      description={question?.description}
      confirmIcon={Trash2}
      confirmLabel="Yes, delete"
      busyLabel="Deleting..."
      isBusy={isPending}
      onConfirm={onConfirm}
      keepLabel="No, keep it"
    />
  );
}
