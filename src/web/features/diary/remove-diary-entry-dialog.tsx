import type { TDiaryEntry } from "@/shared/contracts/diary";
import { Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { DiaryPicture } from "./diary-picture";
import { useRemoveFromDiary } from "./diary-calls";
import { showRemoved, showRemoveFailure } from "./diary-toasts";

interface RemoveDiaryEntryDialogProps {
  entry: TDiaryEntry | null;
  onClose(): void;
}

/** Asks before taking a picture out of the diary (spec social.md §5); it stays in the gallery. */
export function RemoveDiaryEntryDialog({ entry, onClose }: RemoveDiaryEntryDialogProps) {
  const remove = useRemoveFromDiary();

  function confirmRemove(target: TDiaryEntry) {
    remove.mutate(target.id, {
      onSuccess: () => {
        onClose();
        showRemoved();
      },
      onError: showRemoveFailure,
    });
  }

  return (
    <Dialog open={entry !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-sm text-center">
        <DialogTitle className="px-12">Remove from your diary?</DialogTitle>
        {entry && (
          <>
            <div className="mx-auto mt-4 w-32 overflow-hidden rounded-2xl shadow">
              <DiaryPicture image={entry.image} />
            </div>
            <DialogDescription>
              Are you sure you want to remove &quot;{entry.title ?? "this picture"}&quot; from your
              diary?
            </DialogDescription>
            <p className="mt-1 text-base text-slate-600">It stays in your gallery.</p>
          </>
        )}
        <div className="mt-6 flex flex-col gap-3">
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => entry && confirmRemove(entry)}
          >
            <Trash2 aria-hidden />
            {remove.isPending ? "Removing..." : "Yes, remove it"}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
