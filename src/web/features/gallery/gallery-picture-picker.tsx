import type { TGalleryImage } from "@/shared/contracts/images";
import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { PictureImage } from "@/web/features/gallery/picture-image";
import { useImages } from "@/web/features/gallery/use-images";
import { friendlyMessageOf } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";

const LAYOUTS = {
  /** A scrolling row of big thumbnails (the share dialog). */
  row: {
    list: "flex snap-x gap-3 overflow-x-auto px-1 pt-1 pb-3",
    item: "shrink-0 snap-start",
    button: "size-24",
  },
  /** A grid of big thumbnails (the picture chooser). */
  grid: { list: "grid grid-cols-2 gap-3 sm:grid-cols-3", item: "", button: "aspect-square w-full" },
  /** A grid of smaller thumbnails scrolling in a box of its own (inside a form). */
  box: {
    list: "grid max-h-64 grid-cols-3 gap-2 overflow-y-auto rounded-2xl bg-sky-50 p-2 sm:grid-cols-4",
    item: "",
    button: "aspect-square w-full",
  },
} as const;

interface GalleryPicturePickerProps {
  /** Each button is named "<pickLabel>: <the picture's description>". */
  pickLabel: string;
  onPick(image: TGalleryImage): void;
  /** The picture chosen so far, which wears a green tick; left out where a tap picks at once. */
  selectedId?: string | null;
  layout: keyof typeof LAYOUTS;
  /** Only the newest this many pictures. */
  newest?: number;
  /** Said above the pictures. */
  hint?: string;
  /** Shown while the gallery has no pictures. */
  empty: ReactNode;
}

/** The child's own gallery as big picture buttons, for choosing one to send or use. */
export function GalleryPicturePicker({
  pickLabel,
  onPick,
  selectedId,
  layout,
  newest,
  hint,
  empty,
}: GalleryPicturePickerProps) {
  const images = useImages();
  if (images.isPending) return <p className="text-lg">Loading your pictures...</p>;
  if (images.isError) {
    return (
      <p className="text-lg">
        {friendlyMessageOf(images.error, "Your pictures could not be loaded just now.")}
      </p>
    );
  }
  if (images.data.length === 0) return empty;
  const style = LAYOUTS[layout];
  return (
    <div className="space-y-1">
      {hint && <p className="text-base text-slate-600">{hint}</p>}
      <ul aria-label="Your pictures" className={style.list}>
        {images.data.slice(0, newest).map((image) => {
          const isSelected = image.id === selectedId;
          return (
            <li key={image.id} className={cn(style.item)}>
              <button
                type="button"
                onClick={() => onPick(image)}
                aria-pressed={selectedId === undefined ? undefined : isSelected}
                aria-label={`${pickLabel}: ${image.description}`}
                className={cn(
                  "relative block overflow-hidden rounded-2xl border-4 bg-white shadow transition-transform",
                  "focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-brand",
                  "hover:scale-[1.03] hover:border-dino active:scale-95",
                  style.button,
                  isSelected ? "border-dino" : "border-white",
                )}
              >
                <PictureImage
                  image={image}
                  size="thumbnail"
                  sizes={layout === "grid" ? undefined : "120px"}
                  loading="lazy"
                  className="size-full object-cover"
                />
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
    </div>
  );
}
