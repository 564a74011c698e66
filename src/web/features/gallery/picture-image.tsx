import type { TGalleryImage } from "@/shared/contracts/images";
import { useState, type ImgHTMLAttributes } from "react";
import { swappedSrcSet, swappedThumbnailUrl, thumbnailOrFullSrcSet } from "./swapped-picture-urls";

type TPictureSize = "thumbnail" | "full";

function originalUrl(image: TGalleryImage, size: TPictureSize): string {
  return size === "thumbnail" ? image.thumbnailUrl : image.imageUrl;
}

/** The face-swapped picture when there is one, else the original (spec: gallery). */
export function preferredPictureUrl(image: TGalleryImage, size: TPictureSize = "full"): string {
  const swapped = size === "thumbnail" ? swappedThumbnailUrl(image) : image.faceSwappedUrl;
  return swapped ?? originalUrl(image, size);
}

interface PictureImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  image: TGalleryImage;
  size: TPictureSize;
}

/**
 * A grid thumbnail may pick the full picture where the screen is big or sharp enough (a phone
 * shows one picture per row); so may a face-swapped one, when it has a small version.
 */
function thumbnailSrcSet(image: TGalleryImage, isShowingFaceSwap: boolean): string | undefined {
  if (isShowingFaceSwap) return swappedSrcSet(image);
  return thumbnailOrFullSrcSet(image.thumbnailUrl, image.imageUrl);
}

/** Shows a picture, falling back from the face-swapped version to the original if it fails. */
export function PictureImage({ image, size, ...props }: PictureImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const isShowingFaceSwap = !hasFailed && image.faceSwappedUrl !== null;
  const src = hasFailed ? originalUrl(image, size) : preferredPictureUrl(image, size);
  return (
    <img
      src={src}
      srcSet={size === "thumbnail" ? thumbnailSrcSet(image, isShowingFaceSwap) : undefined}
      alt={image.description}
      onError={() => setHasFailed(true)}
      decoding="async"
      {...props}
    />
  );
}
