import type { TGalleryImage } from "@/shared/contracts/images";
import {
  DIARY_NOTES_MAX_LENGTH,
  DIARY_TITLE_MAX_LENGTH,
  ZSaveDiaryBody,
} from "@/shared/contracts/diary";
import { NotebookPen } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { TextAreaField } from "@/web/components/ui/text-area-field";
import { TextField } from "@/web/components/ui/text-field";
import { PictureImage } from "@/web/features/gallery/picture-image";
import { useZodForm } from "@/web/lib/use-zod-form";
import { useSaveToDiary } from "./diary-calls";
import { showSaved, showSaveFailure } from "./diary-toasts";

const ZDiaryWords = ZSaveDiaryBody.pick({ title: true, notes: true });
const EMPTY = { title: "", notes: "" };

interface SaveToDiaryDialogProps {
  image: TGalleryImage | null;
  onClose(): void;
}

/**
 * 'Save to Your Diary': an optional title and notes (trimmed; left out when empty). The form
 * closes on success, and closing clears what was typed.
 */
export function SaveToDiaryDialog({ image, onClose }: SaveToDiaryDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-md" data-testid="save-to-diary-dialog">
        <DialogTitle>Save to Your Diary</DialogTitle>
        <DialogDescription className="text-base text-slate-600">
          Give your picture a title and a few words to remember it by. Both are optional.
        </DialogDescription>
        {image && <DiaryWordsForm key={image.id} image={image} onSaved={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function DiaryWordsForm({ image, onSaved }: { image: TGalleryImage; onSaved(): void }) {
  const form = useZodForm(ZDiaryWords, EMPTY);
  const save = useSaveToDiary();

  const submit = form.handleSubmit((words) => {
    save.mutate(
      { imageId: image.id, ...words },
      {
        onSuccess: () => {
          showSaved();
          onSaved();
        },
        onError: showSaveFailure,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <PictureImage
        image={image}
        size="thumbnail"
        sizes="160px"
        className="mx-auto size-40 rounded-2xl object-cover shadow"
      />
      <TextField
        label="Title"
        placeholder="My happy dragon"
        maxLength={DIARY_TITLE_MAX_LENGTH}
        autoComplete="off"
        {...form.field("title")}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={DIARY_NOTES_MAX_LENGTH}
        placeholder="What happened today?"
        {...form.field("notes")}
      />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" variant="dino" size="lg" className="flex-1" disabled={save.isPending}>
          <NotebookPen aria-hidden />
          {save.isPending ? "Saving..." : "Save to Diary"}
        </Button>
        <DialogClose asChild>
          <Button variant="outline" size="lg">
            Cancel
          </Button>
        </DialogClose>
      </div>
    </form>
  );
}
