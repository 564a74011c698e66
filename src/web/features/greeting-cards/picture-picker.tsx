import type { TGalleryImage } from "@/shared/contracts/images";
import { Check } from "lucide-react";
import { PictureImage } from "@/web/features/gallery/picture-image";
import { cn } from "@/web/lib/cn";

interface PicturePickerProps {
  images: readonly TGalleryImage[];
  selectedId?: string | null;
  onPick(image: TGalleryImage): void;
  /** A scrolling row (in the share dialog) or a grid (the picture chooser). */
  layout: "row" | "grid";
}

/** The child's pictures as big buttons; the chosen one wears a green tick. */
export function PicturePicker({ images, selectedId, onPick, layout }: PicturePickerProps) {
  return (
    <ul
      className={cn(
        layout === "row"
          ? "flex snap-x gap-3 overflow-x-auto px-1 pt-1 pb-3"
          : "grid grid-cols-2 gap-3 sm:grid-cols-3",
      )}
    >
      {images.map((image) => {
        const isSelected = image.id === selectedId;
        return (
          <li key={image.id} className={cn(layout === "row" && "shrink-0 snap-start")}>
            <button
              type="button"
              onClick={() => onPick(image)}
              aria-pressed={selectedId === undefined ? undefined : isSelected}
              aria-label={`Use picture: ${image.description}`}
              className={cn(
                "relative block overflow-hidden rounded-2xl border-4 bg-white shadow transition-transform",
                "focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-brand",
                "hover:scale-[1.03] active:scale-95",
                layout === "row" ? "size-24" : "aspect-square w-full",
                isSelected ? "border-dino" : "border-white",
              )}
            >
              <PictureImage image={image} size="thumbnail" className="size-full object-cover" />
              {isSelected && (
                <span className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-dino-deep text-white shadow">
                  <Check className="size-5" aria-hidden />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
