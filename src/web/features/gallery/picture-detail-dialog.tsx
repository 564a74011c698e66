import type { TGalleryImage } from "@/shared/contracts/images";
import { BookmarkCheck, NotebookPen, Clapperboard, Download, Music2, Square } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { canDance, DancingPicture } from "@/web/features/animation/dancing-picture";
import { NOTHING_TO_DANCE_MESSAGE } from "@/web/features/animation/painted-picture-messages";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { useDiary } from "@/web/features/diary/diary-calls";
import { SaveToDiaryDialog } from "@/web/features/diary/save-to-diary-dialog";
import { downloadPicture } from "./download-picture";
import { usePictureDetails } from "./use-images";

interface PictureDetailDialogProps {
  image: TGalleryImage | null;
  onClose(): void;
}

const createdAtFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** The big picture with its description, 'Make it Dance!' and 'Save Picture'. */
export function PictureDetailDialog({ image, onClose }: PictureDetailDialogProps) {
  const [isDancing, setIsDancing] = useState(false);
  const [isSavingToDiary, setIsSavingToDiary] = useState(false);
  const { isSignedIn } = useCurrentUser();
  const details = usePictureDetails(image?.id).data;
  const detectedObjects = details?.detectedObjects ?? [];
  const diary = useDiary({ isEnabled: isSignedIn });
  const isInDiary = diary.data?.some((entry) => entry.image.id === image?.id) ?? false;

  function handleOpenChange(isOpen: boolean) {
    if (isOpen) return;
    setIsDancing(false);
    setIsSavingToDiary(false);
    onClose();
  }

  return (
    <Dialog open={image !== null} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="picture-detail">
        {image && (
          <>
            <DialogTitle>My Magic Picture</DialogTitle>
            <div className="mt-4 overflow-hidden rounded-2xl bg-white p-2 shadow-inner">
              <DancingPicture
                image={image}
                detectedObjects={detectedObjects}
                isDancing={isDancing}
              />
            </div>
            <DialogDescription className="text-center text-xl font-semibold">
              “{image.description}”
            </DialogDescription>
            <p className="mt-1 text-center text-sm text-slate-500">
              Made on {createdAtFormat.format(new Date(image.createdAt))}
            </p>
            {details?.engine === "api" && !canDance(detectedObjects) && (
              <p className="mt-2 text-center text-base text-slate-700">
                {NOTHING_TO_DANCE_MESSAGE}
              </p>
            )}
            <div className="mt-5 grid gap-3 sm:grid-cols-2">
              {canDance(detectedObjects) && (
                <Button
                  variant="grape"
                  size="lg"
                  aria-pressed={isDancing}
                  onClick={() => setIsDancing((dancing) => !dancing)}
                >
                  {isDancing ? <Square aria-hidden /> : <Music2 aria-hidden />}
                  {isDancing ? "Stop Dancing" : "Make it Dance!"}
                </Button>
              )}
              <Button variant="dino" size="lg" onClick={() => downloadPicture(image)}>
                <Download aria-hidden />
                Save Picture
              </Button>
              {isSignedIn && (
                <>
                  {isInDiary ? (
                    <Link href="/diary" className={buttonVariants({ variant: "dino", size: "lg" })}>
                      <BookmarkCheck aria-hidden />
                      In My Diary
                    </Link>
                  ) : (
                    <Button variant="berry" size="lg" onClick={() => setIsSavingToDiary(true)}>
                      <NotebookPen aria-hidden />
                      Add to My Diary
                    </Button>
                  )}
                  <Link
                    href={`/animation?picture=${encodeURIComponent(image.id)}`}
                    className={buttonVariants({ variant: "sunny", size: "lg" })}
                  >
                    <Clapperboard aria-hidden />
                    Animation Studio
                  </Link>
                </>
              )}
            </div>
            <SaveToDiaryDialog
              image={isSavingToDiary ? image : null}
              onClose={() => setIsSavingToDiary(false)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
