import type { TDiaryImage } from "@/shared/contracts/diary";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import {
  swappedSrcSet,
  swappedThumbnailUrl,
  thumbnailOrFullSrcSet,
} from "@/web/features/gallery/swapped-picture-urls";

type TAttempt = "face-swap" | "original" | "failed";

/**
 * The diary card's picture: the face-swapped version if there is one, else the original; a
 * face swap that fails to load falls back to the original, and an original that fails shows
 * 'Image not available' (spec social.md §2, §8).
 */
export function DiaryPicture({ image }: { image: TDiaryImage }) {
  const [attempt, setAttempt] = useState<TAttempt>(image.faceSwappedUrl ? "face-swap" : "original");
  if (attempt === "failed") {
    return (
      <div
        role="img"
        aria-label="Image not available"
        className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500"
      >
        <ImageOff className="size-12" aria-hidden />
        <span className="text-lg font-semibold">Image not available</span>
      </div>
    );
  }
  const isFaceSwap = attempt === "face-swap" && image.faceSwappedUrl !== null;
  return (
    <img
      src={isFaceSwap ? (swappedThumbnailUrl(image) ?? image.imageUrl) : image.imageUrl}
      srcSet={
        isFaceSwap
          ? swappedSrcSet(image)
          : thumbnailOrFullSrcSet(image.thumbnailUrl, image.imageUrl)
      }
      sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
      alt={image.description || "A saved picture"}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt(isFaceSwap ? "original" : "failed")}
      className="aspect-square w-full bg-sky-50 object-cover"
    />
  );
}
