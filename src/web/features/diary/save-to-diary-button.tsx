import { NotebookPen, BookmarkCheck } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** What the gallery knows about one picture and the diary. */
export interface TDiarySaveState {
  isSaved: boolean;
  isSaving: boolean;
  onSave(): void;
}

interface SaveToDiaryButtonProps extends TDiarySaveState {
  description: string;
  className?: string;
}

/** The gallery card's quick 'Save' (signed in only); a saved picture reads 'Saved'. */
export function SaveToDiaryButton({
  isSaved,
  isSaving,
  onSave,
  description,
  className,
}: SaveToDiaryButtonProps) {
  return (
    <Button
      variant={isSaved ? "dino" : "outline"}
      className={className}
      aria-label={`${isSaved ? "Saved in your diary" : "Save to your diary"}: ${description}`}
      disabled={isSaving}
      onClick={onSave}
    >
      {isSaved ? <BookmarkCheck aria-hidden /> : <NotebookPen aria-hidden />}
      <span aria-hidden>{isSaving ? "Saving..." : isSaved ? "Saved" : "Save"}</span>
    </Button>
  );
}
