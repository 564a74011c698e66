import type { TAnimatedImage } from "@/shared/contracts/animated-images";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { StudioPictureView } from "./studio-picture-view";

interface StudioPictureDialogProps {
  picture: TAnimatedImage | null;
  onClose(): void;
}

export function StudioPictureDialog({ picture, onClose }: StudioPictureDialogProps) {
  return (
    <Dialog open={picture !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-4xl p-4 sm:p-6" data-testid="studio-dialog">
        {picture && (
          <>
            <DialogTitle className="break-words">“{picture.description}”</DialogTitle>
            <DialogDescription className="text-base text-slate-600">
              Tap something in the picture to hear its name!
            </DialogDescription>
            <StudioPictureView key={picture.id} picture={picture} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
