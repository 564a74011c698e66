import type { TImage } from "@/shared/contracts/images";
import { useState, type ImgHTMLAttributes } from "react";

type TPictureSize = "thumbnail" | "full";

function originalUrl(image: TImage, size: TPictureSize): string {
  return size === "thumbnail" ? image.thumbnailUrl : image.imageUrl;
}

/** The face-swapped picture when there is one, else the original (spec: gallery). */
export function preferredPictureUrl(image: TImage, size: TPictureSize = "full"): string {
  return image.faceSwappedUrl ?? originalUrl(image, size);
}

interface PictureImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  image: TImage;
  size: TPictureSize;
}

/** Shows a picture, falling back from the face-swapped version to the original if it fails. */
export function PictureImage({ image, size, ...props }: PictureImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const src = hasFailed ? originalUrl(image, size) : preferredPictureUrl(image, size);
  return (
    <img
      src={src}
      alt={image.description}
      onError={() => setHasFailed(true)}
      decoding="async"
      {...props}
    />
  );
}
