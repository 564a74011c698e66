import type { TAnimatedImage } from "@/shared/contracts/animated-images";
import { ImageOff } from "lucide-react";
import { pictureSources } from "./animated-images-calls";
import { PictureCanvas } from "./picture-canvas";
import { usePictureBitmap } from "./use-picture-bitmap";

/** A picture in the studio's grid, drawn on a canvas; tapping it opens it big. */
export function StudioPictureCard({
  picture,
  onOpen,
}: {
  picture: TAnimatedImage;
  onOpen(): void;
}) {
  const bitmap = usePictureBitmap(pictureSources(picture, "thumbnail"));
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid="studio-card"
        className="group flex w-full flex-col overflow-hidden rounded-3xl border-4 border-white bg-white text-left shadow-lg transition-transform hover:-translate-y-1 focus-visible:outline-4 focus-visible:outline-sky-brand"
      >
        <span className="block aspect-square w-full bg-sky-50">
          {bitmap.status === "ready" && (
            <PictureCanvas image={bitmap.image} aria-hidden className="size-full" />
          )}
          {bitmap.status === "failed" && (
            <span className="flex size-full flex-col items-center justify-center gap-1 text-slate-500">
              <ImageOff className="size-10" aria-hidden />
              Image not available
            </span>
          )}
        </span>
        {/* The padding sits outside the clamp: inside it, the top of a cut line showed below the
            last one. A caption gets as many lines as a child's idea usually needs on a phone's
            narrow card; only a very long one ends in "…" (the open picture shows it whole). */}
        <span className="block p-3">
          <span
            data-testid="studio-caption"
            className="line-clamp-6 text-lg font-semibold break-words"
          >
            {picture.description}
          </span>
        </span>
      </button>
    </li>
  );
}
