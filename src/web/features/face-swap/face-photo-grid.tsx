import type { TFacePhoto } from "@/shared/contracts/face-photos";
import { Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { useActivateFacePhoto, useDeleteFacePhoto } from "./face-photo-queries";
import { showFacePhotoFailure } from "./face-photo-toasts";
import { useGoHomeSoon } from "./go-home-soon";

/** The saved photos, two to a row: the active one marked, 'Use This' on the others, delete. */
export function FacePhotoGrid({
  photos,
  canActivate,
}: {
  photos: TFacePhoto[];
  canActivate: boolean;
}) {
  const activate = useActivateFacePhoto();
  const remove = useDeleteFacePhoto();
  const goHomeSoon = useGoHomeSoon();

  function choosePhoto(photo: TFacePhoto) {
    activate.mutate(photo.id, {
      onSuccess: () => {
        toast({
          title: "Activated!",
          description: `${photo.name} will be used for face swap.`,
          variant: "success",
          keptOnPage: "/",
        });
        goHomeSoon();
      },
      onError: (error) => showFacePhotoFailure(error, "Failed to activate face photo"),
    });
  }

  function deletePhoto(photo: TFacePhoto) {
    remove.mutate(photo.id, {
      onSuccess: () => toast({ title: "Deleted", description: `${photo.name} is gone.` }),
      onError: (error) => showFacePhotoFailure(error, "Failed to delete face photo"),
    });
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Your face photos">
      {photos.map((photo) => {
        const isActive = photo.isActive === "true";
        return (
          <li
            key={photo.id}
            className={`relative flex flex-col items-center gap-2 rounded-3xl border-4 bg-white p-3 shadow-md ${isActive ? "border-dino" : "border-white"}`}
          >
            <div className="relative w-full">
              <img
                src={photo.imageUrl}
                alt={photo.name}
                className="aspect-square w-full rounded-2xl object-cover"
              />
              <span className="absolute bottom-2 left-2 rounded-full bg-grape-deep px-2 py-0.5 text-sm font-semibold text-white">
                Cropped
              </span>
              <Button
                variant="danger"
                size="icon"
                className="absolute top-1 right-1 size-11"
                aria-label={`Delete ${photo.name}`}
                onClick={() => deletePhoto(photo)}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <p className="w-full truncate text-center text-lg font-semibold">{photo.name}</p>
            {isActive ? (
              <p className="text-center font-semibold text-dino-deep">✓ Active for Face Swap</p>
            ) : (
              canActivate && (
                <Button
                  variant="primary"
                  onClick={() => choosePhoto(photo)}
                  disabled={activate.isPending}
                >
                  Use This
                </Button>
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}
