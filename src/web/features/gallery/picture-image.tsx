import type { TGalleryImage } from "@/shared/contracts/images";
import { IMAGE_SIZE, THUMBNAIL_SIZE } from "@/shared/limits";
import { useState, type ImgHTMLAttributes } from "react";

type TPictureSize = "thumbnail" | "full";

function originalUrl(image: TGalleryImage, size: TPictureSize): string {
  return size === "thumbnail" ? image.thumbnailUrl : image.imageUrl;
}

/** The face-swapped picture when there is one, else the original (spec: gallery). */
export function preferredPictureUrl(image: TGalleryImage, size: TPictureSize = "full"): string {
  return image.faceSwappedUrl ?? originalUrl(image, size);
}

interface PictureImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  image: TGalleryImage;
  size: TPictureSize;
}

/**
 * A grid thumbnail may pick the full picture where the screen is big or sharp enough (a phone
 * shows one picture per row); a face-swapped picture comes in one size only.
 */
function thumbnailSrcSet(image: TGalleryImage, isShowingFaceSwap: boolean): string | undefined {
  if (isShowingFaceSwap) return undefined;
  return `${image.thumbnailUrl} ${THUMBNAIL_SIZE}w, ${image.imageUrl} ${IMAGE_SIZE}w`;
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
