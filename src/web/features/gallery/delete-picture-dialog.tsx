import type { TGalleryImage } from "@/shared/contracts/images";
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { PictureImage } from "./picture-image";
import { useDeleteImage } from "./use-images";

interface DeletePictureDialogProps {
  image: TGalleryImage | null;
  onClose(): void;
}

/** Asks before deleting (spec section 5) and deletes on yes. */
export function DeletePictureDialog({ image, onClose }: DeletePictureDialogProps) {
  const deleteImage = useDeleteImage();

  function confirmDelete(picture: TGalleryImage) {
    deleteImage.mutate(picture.id, {
      onSuccess: () => {
        onClose();
        toast({ title: "Picture Deleted!", variant: "success" });
      },
      onError: (error) =>
        toast({
          title: "Delete Failed",
          description: humanMessageOf(error) ?? "Couldn't delete the picture. Please try again!",
          variant: "destructive",
        }),
    });
  }

  return (
    <ConfirmDialog
      isOpen={image !== null}
      onClose={onClose}
      title="Delete this picture?"
      preview={
        image && (
          <PictureImage
            image={image}
            size="thumbnail"
            sizes="128px"
            className="mx-auto mt-4 size-32 rounded-2xl object-cover shadow"
          />
        )
      }
      description="Are you sure you want to delete this picture? It cannot be undone."
      confirmIcon={Trash2}
      confirmLabel="Yes, delete it"
      busyLabel="Deleting..."
      isBusy={deleteImage.isPending}
      onConfirm={() => image && confirmDelete(image)}
      keepLabel="Keep it"
    />
  );
}
