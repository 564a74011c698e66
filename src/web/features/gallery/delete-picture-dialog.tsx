import type { TGalleryImage } from "@/shared/contracts/images";
import { Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/web/components/ui/dialog";
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
        toast({ title: "Picture deleted", variant: "success" });
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
    <Dialog open={image !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-sm text-center">
        <DialogTitle className="px-12">Delete this picture?</DialogTitle>
        {image && (
          <PictureImage
            image={image}
            size="thumbnail"
            sizes="128px"
            className="mx-auto mt-4 size-32 rounded-2xl object-cover shadow"
          />
        )}
        <DialogDescription>
          Are you sure you want to delete this picture? It cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex flex-col gap-3">
          <Button
            variant="danger"
            disabled={deleteImage.isPending}
            onClick={() => image && confirmDelete(image)}
          >
            <Trash2 aria-hidden />
            {deleteImage.isPending ? "Deleting..." : "Yes, delete it"}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
