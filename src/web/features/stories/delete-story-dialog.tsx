import { STORY_MESSAGES } from "@/shared/contracts/stories";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";

interface DeleteStoryDialogProps {
  title: string | null;
  isPending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks first (spec social.md §5): 'Are you sure you want to delete this story? …' */
export function DeleteStoryDialog({
  title,
  isPending,
  onConfirm,
  onClose,
}: DeleteStoryDialogProps) {
  return (
    <ConfirmDialog
      isOpen={title !== null}
      onClose={onClose}
      title={`Delete “${title}”?`}
      description={STORY_MESSAGES.deleteConfirmation}
      confirmIcon={Trash2}
      confirmLabel="Yes, delete it"
      busyLabel="Deleting..."
      isBusy={isPending}
      onConfirm={onConfirm}
      keepLabel="Keep it"
    />
  );
}
