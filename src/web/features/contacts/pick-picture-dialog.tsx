import type { TGalleryImage } from "@/shared/contracts/images";
import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { GalleryPicturePicker } from "@/web/features/gallery/gallery-picture-picker";

/** 'Select an Image for Greeting Cards': the child's pictures; tapping one starts the card. */
export function PickPictureDialog({
  isOpen,
  onClose,
  onPick,
}: {
  isOpen: boolean;
  onClose(): void;
  onPick(image: TGalleryImage): void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Select an Image for Greeting Cards</DialogTitle>
        <DialogDescription>Tap the picture you want to send.</DialogDescription>
        <div className="mt-4">
          <GalleryPicturePicker
            pickLabel="Use picture"
            onPick={onPick}
            layout="grid"
            empty={
              <div className="space-y-3 text-center text-lg">
                <p>No pictures yet!</p>
                <Link href="/" className={buttonVariants({ variant: "dino" })}>
                  Make a Picture
                </Link>
              </div>
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
