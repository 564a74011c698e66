import type { TImage } from "@/shared/contracts/images";
import { Download, Music2, Square } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { cn } from "@/web/lib/cn";
import { downloadPicture } from "./download-picture";
import { PictureImage } from "./picture-image";

interface PictureDetailDialogProps {
  image: TImage | null;
  onClose(): void;
}

const createdAtFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** The big picture with its description, 'Make it Dance!' and 'Save Picture'. */
export function PictureDetailDialog({ image, onClose }: PictureDetailDialogProps) {
  const [isDancing, setIsDancing] = useState(false);

  function handleOpenChange(isOpen: boolean) {
    if (isOpen) return;
    setIsDancing(false);
    onClose();
  }

  return (
    <Dialog open={image !== null} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="picture-detail">
        {image && (
          <>
            <DialogTitle>My Magic Picture</DialogTitle>
            <div className="mt-4 overflow-hidden rounded-2xl bg-white p-2 shadow-inner">
              <PictureImage
                image={image}
                size="full"
                data-testid="picture-detail-image"
                className={cn(
                  "mx-auto aspect-square w-full max-w-[min(100%,60dvh)] rounded-xl object-contain",
                  isDancing && "animate-picture-dance",
                )}
              />
            </div>
            <DialogDescription className="text-center text-xl font-semibold">
              “{image.description}”
            </DialogDescription>
            <p className="mt-1 text-center text-sm text-slate-500">
              Made on {createdAtFormat.format(new Date(image.createdAt))}
            </p>
            <div className="mt-5 grid gap-3 sm:grid-cols-2">
              <Button
                variant="grape"
                size="lg"
                aria-pressed={isDancing}
                onClick={() => setIsDancing((dancing) => !dancing)}
              >
                {isDancing ? <Square aria-hidden /> : <Music2 aria-hidden />}
                {isDancing ? "Stop Dancing" : "Make it Dance!"}
              </Button>
              <Button variant="dino" size="lg" onClick={() => downloadPicture(image)}>
                <Download aria-hidden />
                Save Picture
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
