import { ZAnimatedImageList, type TAnimatedImage } from "@/shared/contracts/animated-images";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/web/lib/api";
import { swappedThumbnailUrl } from "@/web/features/gallery/swapped-picture-urls";

export const ANIMATED_IMAGES_KEY = ["/api/images/animated"] as const;

/** The child's pictures with the things in each, for the Animation Studio (signed in). */
export function useAnimatedImages() {
  return useQuery({
    queryKey: ANIMATED_IMAGES_KEY,
    queryFn: () => getJson(ANIMATED_IMAGES_KEY[0], ZAnimatedImageList),
    refetchOnMount: "always",
  });
}

/** Where to load a picture from: the face-swapped version first, then the original. */
export function pictureSources(
  image: Pick<
    TAnimatedImage,
    "faceSwappedUrl" | "faceSwappedThumbnailUrl" | "imageUrl" | "thumbnailUrl"
  >,
  size: "thumbnail" | "full",
): string[] {
  const original = size === "thumbnail" ? image.thumbnailUrl : image.imageUrl;
  const swapped = size === "thumbnail" ? swappedThumbnailUrl(image) : image.faceSwappedUrl;
  return swapped ? [swapped, original] : [original];
}
