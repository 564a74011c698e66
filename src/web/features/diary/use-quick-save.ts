import { useSaveToDiary } from "./diary-calls";
import { showSaved, showSaveFailure } from "./diary-toasts";

/** The gallery's one-tap 'Save': the picture goes to the diary with no title or notes. */
export function useQuickSave() {
  const save = useSaveToDiary();
  return {
    save: (imageId: string) =>
      save.mutate({ imageId }, { onSuccess: showSaved, onError: showSaveFailure }),
    savingImageId: save.isPending ? save.variables.imageId : null,
  };
}
