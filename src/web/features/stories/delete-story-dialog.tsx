import { STORY_MESSAGES } from "@/shared/contracts/stories";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { useDeleteStory } from "./story-calls";

/** The story asked about: a saved one (with its id) is deleted, one not saved yet only dropped. */
export interface TStoryToDelete {
  id: string | null;
  title: string;
}

interface DeleteStoryDialogProps {
  story: TStoryToDelete | null;
  onDeleted(): void;
  onClose(): void;
}

/** Asks first (spec social.md §5): 'Are you sure you want to delete this story? …' */
export function DeleteStoryDialog({ story, onDeleted, onClose }: DeleteStoryDialogProps) {
  const deleteStory = useDeleteStory();

  function confirmDelete(target: TStoryToDelete) {
    const deleted = () => {
      onDeleted();
      toast({ title: "Story Deleted!", variant: "success" });
    };
    if (target.id === null) return deleted();
    deleteStory.mutate(target.id, {
      onSuccess: deleted,
      onError: (error) =>
        toast({
          title: "Delete Failed",
          description: humanMessageOf(error) ?? "The story could not be deleted. Please try again!",
          variant: "destructive",
        }),
    });
  }

  return (
    <ConfirmDialog
      isOpen={story !== null}
      onClose={onClose}
      title={`Delete “${story?.title}”?`}
      description={STORY_MESSAGES.deleteConfirmation}
      confirmIcon={Trash2}
      confirmLabel="Yes, delete it"
      busyLabel="Deleting..."
      isBusy={deleteStory.isPending}
      onConfirm={() => story && confirmDelete(story)}
      keepLabel="Keep it"
    />
  );
}
