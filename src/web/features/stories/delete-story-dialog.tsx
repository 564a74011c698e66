import { STORY_MESSAGES } from "@/shared/contracts/stories";
import { Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/web/components/ui/dialog";

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
    <Dialog open={title !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-sm text-center">
        <DialogTitle className="px-12">Delete &ldquo;{title}&rdquo;?</DialogTitle>
        <DialogDescription>{STORY_MESSAGES.deleteConfirmation}</DialogDescription>
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="danger" disabled={isPending} onClick={onConfirm}>
            <Trash2 aria-hidden />
            {isPending ? "Deleting..." : "Yes, delete it"}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
