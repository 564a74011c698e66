import type { TDiaryEntry } from "@/shared/contracts/diary";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
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
    <ConfirmDialog
      isOpen={entry !== null}
      onClose={onClose}
      title="Remove from your diary?"
      preview={
        entry && (
          <div className="mx-auto mt-4 w-32 overflow-hidden rounded-2xl shadow">
            <DiaryPicture image={entry.image} />
          </div>
        )
      }
      description={`Are you sure you want to remove "${entry?.title ?? "this picture"}" from your diary?`}
      note="It stays in your gallery."
      confirmIcon={Trash2}
      confirmLabel="Yes, remove it"
      busyLabel="Removing..."
      isBusy={remove.isPending}
      onConfirm={() => entry && confirmRemove(entry)}
      keepLabel="Keep it"
    />
  );
}
