import type { TGalleryImage } from "@/shared/contracts/images";
import { BookOpenText, Download, Share2, Trash2, VolumeX } from "lucide-react";
import { Suspense } from "react";
import { Button } from "@/web/components/ui/button";
import { SaveToDiaryButton, type TDiarySaveState } from "@/web/features/diary/save-to-diary-button";
import { cn } from "@/web/lib/cn";
import { downloadPicture } from "./download-picture";
import { lazyPage } from "@/web/lib/lazy-page";
import { PictureImage } from "./picture-image";
import { pictureElementId } from "./reveal-picture";

const PictureWords = lazyPage(() => import("./picture-words"), "PictureWords");

/** Icon over label, so three buttons fit side by side on a phone. */
const actionClass = "min-h-16 flex-col gap-0.5 rounded-2xl px-1 text-sm";
/** Rows of at most three on a narrow card; all in one row where the card is wide enough. */
const ACTION_GRID: Record<number, string> = {
  3: "grid-cols-3",
  4: "grid-cols-2 @[19rem]:grid-cols-4",
  5: "grid-cols-3 @[25rem]:grid-cols-5",
};

interface PictureCardProps {
  image: TGalleryImage;
  isReadingWords: boolean;
  onToggleWords(): void;
  onOpen(): void;
  onDelete(): void;
  /** The quick 'Save' to the diary, for a signed-in user only. */
  diary?: TDiarySaveState | undefined;
  /** Signed in only: opens the greeting-card dialog with this picture. */
  onShare?: () => void;
}

/** One gallery picture with its Words, Download and Delete buttons. */
export function PictureCard({
  image,
  isReadingWords,
  onToggleWords,
  onOpen,
  onDelete,
  diary,
  onShare,
}: PictureCardProps) {
  return (
    <li
      id={pictureElementId(image.id)}
      data-testid="picture-card"
      className="@container flex scroll-mb-4 flex-col overflow-hidden rounded-3xl border-4 border-white bg-white shadow-lg"
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open picture: ${image.description}`}
        className="group block aspect-square w-full overflow-hidden bg-sky-50"
      >
        <PictureImage
          image={image}
          size="thumbnail"
          sizes="(min-width: 1024px) 320px, (min-width: 560px) 50vw, 100vw"
          loading="lazy"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </button>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <p className="line-clamp-2 text-lg font-semibold">{image.description}</p>
        {isReadingWords && (
          <Suspense>
            <PictureWords description={image.description} />
          </Suspense>
        )}
        <div
          className={cn(
            "mt-auto grid gap-2",
            ACTION_GRID[3 + (diary ? 1 : 0) + (onShare ? 1 : 0)] ?? "grid-cols-3",
          )}
        >
          <Button
            variant={isReadingWords ? "grape" : "outline"}
            className={actionClass}
            aria-pressed={isReadingWords}
            onClick={onToggleWords}
          >
            {isReadingWords ? <VolumeX aria-hidden /> : <BookOpenText aria-hidden />}
            {isReadingWords ? "Word Off" : "Words"}
          </Button>
          <Button
            variant="outline"
            className={actionClass}
            aria-label={`Download picture: ${image.description}`}
            onClick={() => downloadPicture(image)}
          >
            <Download aria-hidden />
            <span aria-hidden>Download</span>
          </Button>
          {diary && (
            <SaveToDiaryButton {...diary} description={image.description} className={actionClass} />
          )}
          {onShare && (
            <Button
              variant="outline"
              className={actionClass}
              aria-label={`Share picture: ${image.description}`}
              onClick={onShare}
            >
              <Share2 aria-hidden />
              <span aria-hidden>Share</span>
            </Button>
          )}
          <Button
            variant="outline"
            className={cn(
              actionClass,
              "border-red-300 text-red-700 shadow-[0_3px_0_#fed7d7] hover:bg-red-50",
            )}
            aria-label={`Delete picture: ${image.description}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
            <span aria-hidden>Delete</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
